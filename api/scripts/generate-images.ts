/**
 * Writes every image of the demo catalogue as a small SVG under public/images, from its data (src/seed/demo/, read by
 * src/seed/catalogue.ts).
 * Deterministic: the same catalogue always gives byte-identical files. Run from api/: npx tsx scripts/generate-images.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  BRANDS,
  CATEGORIES,
  FEATURES,
  type Illustration,
  PRODUCTS,
  type ProductSeed,
  SLIDERS,
} from '../src/seed/catalogue';
import { imageFileOf, imageUrl } from '../src/seed/image-paths';

const OUT_DIR = path.join(__dirname, '../public/images');
const MAX_BYTES = 4096;
const SHOP_COLOR = '#3b5bdb';
const FONT = 'Helvetica,Arial,sans-serif';

/** Hex values of the colour names used in product options. */
const COLOR_HEX: Record<string, string> = {
  Black: '#2b2d31',
  Blue: '#3a6fd8',
  Blush: '#f4c2c2',
  Brown: '#7b4a2d',
  Burgundy: '#7d1f35',
  Charcoal: '#3d4148',
  Copper: '#b87333',
  Coral: '#ff7f66',
  Cream: '#f3e9d2',
  Emerald: '#1f8a5b',
  'Forest Green': '#2f5d3a',
  Graphite: '#4a4e55',
  Green: '#2e7d4f',
  Grey: '#8c939d',
  Ivory: '#f6f1e3',
  Khaki: '#c3b091',
  Lavender: '#b8a4e3',
  'Midnight Blue': '#1d2b53',
  Mint: '#9fdfc4',
  Navy: '#22315a',
  Nude: '#e3bc9a',
  'Ocean Blue': '#2f7fb8',
  Olive: '#6b7039',
  Orange: '#f08c2e',
  Red: '#d63a3a',
  'Rose Gold': '#e0a899',
  Sage: '#a3b899',
  Sand: '#d8c3a0',
  Silver: '#c4c9d0',
  'Sky Blue': '#8ec5f0',
  'Space Grey': '#5f6670',
  Stone: '#cbbfa8',
  Tan: '#c08a57',
  Teal: '#1f9e9a',
  Terracotta: '#c8643b',
  Walnut: '#6a4a32',
  White: '#f5f6f7',
};

const rgb = (hex: string) =>
  [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

/** Blends colour `a` towards `b` by `t` (0..1). */
function mix(a: string, b: string, t: number): string {
  const [x, y] = [rgb(a), rgb(b)];
  return `#${x
    .map((v, i) =>
      Math.round(v + ((y[i] ?? 0) - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const luminance = (hex: string) => {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>\n`;

interface Paint {
  main: string;
  /** Detail colour that contrasts with main: darker, or lighter on near-black objects. */
  dark: string;
  light: string;
  screen: string;
  metal: string;
  glass: string;
}

function paint(main: string): Paint {
  return {
    main,
    dark: luminance(main) < 0.2 ? mix(main, '#ffffff', 0.3) : mix(main, '#000000', 0.3),
    light: mix(main, '#ffffff', 0.55),
    screen: mix(main, '#16202e', 0.85),
    metal: '#c9ced6',
    glass: '#dbe7f3',
  };
}

const screenGlare = (x: number, y: number, w: number, h: number) =>
  `<path d="M${x} ${y + h * 0.7}L${x + w} ${y + h * 0.2}V${y + h * 0.45}L${x} ${y + h * 0.95}Z" fill="#fff" opacity=".08"/>`;
const grille = (p: Paint) =>
  `<defs><pattern id="g" width="14" height="14" patternUnits="userSpaceOnUse"><circle cx="7" cy="7" r="3" fill="${p.dark}"/></pattern></defs>`;
const longSleeveBody =
  'M235 110L180 125L120 180L95 440L150 450L195 250V480H405V250L450 450L505 440L480 180L420 125L365 110Q300 150 235 110Z';

/** Flat drawings centred on (300, 300) in a 600 x 600 box. */
const DRAW: Record<Illustration, (p: Paint) => string> = {
  phone: (p) =>
    `<rect x="205" y="95" width="190" height="410" rx="34" fill="${p.main}"/><rect x="218" y="112" width="164" height="376" rx="24" fill="${p.screen}"/><circle cx="300" cy="330" r="70" fill="${p.light}" opacity=".25"/>${screenGlare(218, 112, 164, 376)}<circle cx="300" cy="128" r="6" fill="${p.main}"/><rect x="395" y="190" width="6" height="50" rx="3" fill="${p.dark}"/>`,
  tablet: (p) =>
    `<rect x="110" y="150" width="380" height="300" rx="28" fill="${p.main}"/><rect x="128" y="168" width="344" height="264" rx="14" fill="${p.screen}"/><circle cx="300" cy="300" r="80" fill="${p.light}" opacity=".25"/>${screenGlare(128, 168, 344, 264)}`,
  laptop: (p) =>
    `<rect x="140" y="140" width="320" height="215" rx="14" fill="${p.main}"/><rect x="156" y="156" width="288" height="183" rx="6" fill="${p.screen}"/>${screenGlare(156, 156, 288, 183)}<path d="M95 365H505L480 400H120Z" fill="${p.light}"/><rect x="90" y="355" width="420" height="14" rx="7" fill="${p.main}"/><rect x="265" y="355" width="70" height="7" rx="3" fill="${p.dark}"/>`,
  monitor: (p) =>
    `<rect x="95" y="120" width="410" height="260" rx="14" fill="${p.main}"/><rect x="110" y="135" width="380" height="215" rx="4" fill="${p.screen}"/>${screenGlare(110, 135, 380, 215)}<path d="M280 380H320L330 450H270Z" fill="${p.dark}"/><rect x="210" y="448" width="180" height="16" rx="8" fill="${p.main}"/>`,
  keyboard: (p) =>
    `<defs><pattern id="k" width="34" height="34" x="112" y="222" patternUnits="userSpaceOnUse"><rect x="3" y="3" width="28" height="28" rx="5" fill="${p.light}"/></pattern></defs><rect x="95" y="205" width="410" height="190" rx="20" fill="${p.main}"/><rect x="112" y="222" width="374" height="136" fill="url(#k)"/><rect x="180" y="361" width="240" height="26" rx="6" fill="${p.light}"/>`,
  headphones: (p) =>
    `<path d="M165 330V280A135 135 0 0 1 435 280V330" fill="none" stroke="${p.main}" stroke-width="26" stroke-linecap="round"/><rect x="128" y="290" width="84" height="150" rx="36" fill="${p.main}"/><rect x="388" y="290" width="84" height="150" rx="36" fill="${p.main}"/><rect x="196" y="305" width="30" height="120" rx="14" fill="${p.dark}"/><rect x="374" y="305" width="30" height="120" rx="14" fill="${p.dark}"/>`,
  earbuds: (p) =>
    `<rect x="190" y="300" width="220" height="170" rx="70" fill="${p.main}"/><path d="M192 370H408" stroke="${p.dark}" stroke-width="4"/><circle cx="300" cy="410" r="7" fill="${p.light}"/><rect x="224" y="200" width="22" height="95" rx="11" fill="${p.main}"/><circle cx="235" cy="190" r="42" fill="${p.main}"/><circle cx="235" cy="190" r="20" fill="${p.dark}"/><rect x="354" y="200" width="22" height="95" rx="11" fill="${p.main}"/><circle cx="365" cy="190" r="42" fill="${p.main}"/><circle cx="365" cy="190" r="20" fill="${p.dark}"/>`,
  speaker: (p) =>
    `${grille(p)}<rect x="200" y="120" width="200" height="360" rx="100" fill="${p.main}"/><rect x="222" y="170" width="156" height="260" rx="78" fill="url(#g)"/><rect x="270" y="132" width="60" height="10" rx="5" fill="${p.dark}"/>`,
  soundbar: (p) =>
    `${grille(p)}<rect x="70" y="170" width="460" height="90" rx="45" fill="${p.main}"/><rect x="100" y="188" width="400" height="54" rx="27" fill="url(#g)"/><rect x="340" y="300" width="170" height="200" rx="20" fill="${p.main}"/><circle cx="425" cy="400" r="55" fill="${p.dark}"/><circle cx="425" cy="400" r="20" fill="${p.main}"/>`,
  watch: (p) =>
    `<rect x="250" y="90" width="100" height="420" rx="26" fill="${p.dark}"/><circle cx="300" cy="300" r="105" fill="${p.main}"/><circle cx="300" cy="300" r="86" fill="${mix(p.main, '#ffffff', 0.85)}"/><rect x="402" y="285" width="16" height="30" rx="5" fill="${p.main}"/><path d="M300 226V242M300 358V374M226 300H242M358 300H374" stroke="${p.dark}" stroke-width="6"/><path d="M300 300V245M300 300L340 322" stroke="${p.dark}" stroke-width="8" stroke-linecap="round"/><circle cx="300" cy="300" r="8" fill="${p.dark}"/>`,
  camera: (p) =>
    `<path d="M190 185L215 150H305L330 185Z" fill="${p.dark}"/><rect x="120" y="180" width="360" height="240" rx="30" fill="${p.main}"/><rect x="400" y="158" width="44" height="22" rx="6" fill="${p.dark}"/><circle cx="300" cy="300" r="92" fill="${p.light}"/><circle cx="300" cy="300" r="72" fill="#1b1f24"/><circle cx="300" cy="300" r="40" fill="#2f3a4a"/><circle cx="282" cy="282" r="14" fill="#fff" opacity=".5"/><rect x="150" y="205" width="40" height="22" rx="5" fill="${p.light}"/>`,
  'action-camera': (p) =>
    `<rect x="175" y="175" width="250" height="250" rx="36" fill="${p.main}"/><rect x="198" y="198" width="96" height="66" rx="10" fill="${p.screen}"/><rect x="330" y="160" width="50" height="18" rx="6" fill="${p.dark}"/><circle cx="340" cy="330" r="62" fill="${p.dark}"/><circle cx="340" cy="330" r="42" fill="#1b1f24"/><circle cx="328" cy="318" r="10" fill="#fff" opacity=".5"/>`,
  lens: (p) =>
    `<circle cx="300" cy="300" r="170" fill="${p.main}"/><circle cx="300" cy="300" r="155" fill="none" stroke="${p.dark}" stroke-width="14" stroke-dasharray="6 6"/><circle cx="300" cy="300" r="125" fill="${p.dark}"/><circle cx="300" cy="300" r="105" fill="#1b1f24"/><circle cx="300" cy="300" r="62" fill="#2f3a4a"/><ellipse cx="262" cy="262" rx="30" ry="18" fill="#fff" opacity=".35" transform="rotate(-40 262 262)"/>`,
  tripod: (p) =>
    `<path d="M300 250L170 510M300 250V520M300 250L430 510" stroke="${p.main}" stroke-width="14" stroke-linecap="round"/><rect x="262" y="222" width="76" height="40" rx="10" fill="${p.dark}"/><rect x="215" y="120" width="170" height="100" rx="16" fill="${p.main}"/><circle cx="300" cy="170" r="34" fill="${p.light}"/><circle cx="300" cy="170" r="20" fill="#1b1f24"/>`,
  shirt: (p) =>
    `<path d="M230 110L190 125L110 200L150 270L195 240V490H405V240L450 270L490 200L410 125L370 110Q300 150 230 110Z" fill="${p.main}"/><path d="M230 110L300 175L265 192L232 140ZM370 110L300 175L335 192L368 140Z" fill="${p.light}"/><path d="M300 178V490" stroke="${p.dark}" stroke-width="4"/><path d="M300 225v1M300 285v1M300 345v1M300 405v1" stroke="${p.dark}" stroke-width="10" stroke-linecap="round"/><rect x="330" y="240" width="44" height="50" rx="4" fill="none" stroke="${p.dark}" stroke-width="3"/>`,
  sweater: (p) =>
    `<path d="${longSleeveBody}" fill="${p.main}"/><path d="M235 110Q300 165 365 110" fill="none" stroke="${p.dark}" stroke-width="12"/><rect x="195" y="455" width="210" height="28" fill="${p.dark}"/><path d="M245 250V440M300 250V440M355 250V440" stroke="${p.light}" stroke-width="4" stroke-dasharray="10 8"/>`,
  hoodie: (p) =>
    `<path d="M235 112Q228 40 300 40Q372 40 365 112Z" fill="${p.dark}"/><path d="${longSleeveBody}" fill="${p.main}"/><path d="M235 110Q300 165 365 110" fill="none" stroke="${p.dark}" stroke-width="8"/><path d="M280 145V215M320 145V215" stroke="${p.light}" stroke-width="5" stroke-linecap="round"/><path d="M230 370H370L390 450H210Z" fill="${p.dark}" opacity=".35"/>`,
  trousers: (p) =>
    `<path d="M205 100H395L420 500H320L300 220L280 500H180Z" fill="${p.main}"/><rect x="205" y="100" width="190" height="30" fill="${p.dark}"/><path d="M300 130V210M215 135Q240 175 252 132M385 135Q360 175 348 132" fill="none" stroke="${p.dark}" stroke-width="4"/>`,
  jacket: (p) =>
    `<path d="${longSleeveBody}" fill="${p.main}"/><path d="M235 110L250 80H350L365 110Q300 140 235 110Z" fill="${p.dark}"/><path d="M300 128V480" stroke="${p.dark}" stroke-width="5"/><path d="M195 300H405M195 360H405M195 420H405" stroke="${p.dark}" stroke-width="3" opacity=".4"/><rect x="215" y="322" width="62" height="14" rx="4" fill="${p.dark}"/><rect x="323" y="322" width="62" height="14" rx="4" fill="${p.dark}"/>`,
  coat: (p) =>
    `<path d="M235 90L175 110L125 170L95 430L150 440L195 240L185 530H415L405 240L450 440L505 430L475 170L425 110L365 90L300 200Z" fill="${p.main}"/><path d="M235 90L300 200L255 232L222 150ZM365 90L300 200L345 232L378 150Z" fill="${p.dark}"/><rect x="188" y="330" width="224" height="22" fill="${p.dark}"/><path d="M268 262v1M332 262v1M268 300v1M332 300v1" stroke="${p.light}" stroke-width="12" stroke-linecap="round"/>`,
  dress: (p) =>
    `<path d="M262 100L250 70M338 100L350 70" stroke="${p.main}" stroke-width="10" stroke-linecap="round"/><path d="M255 100H345L360 210Q345 235 335 245L440 500Q300 530 160 500L265 245Q255 235 240 210Z" fill="${p.main}"/><path d="M255 100Q300 150 345 100Z" fill="${p.light}"/><path d="M262 242H338" stroke="${p.dark}" stroke-width="14"/><path d="M300 262L292 505M270 282L222 498M330 282L378 498" stroke="${p.dark}" stroke-width="3" opacity=".3"/>`,
  skirt: (p) =>
    `<path d="M215 164H385L460 470H140Z" fill="${p.main}"/><rect x="212" y="130" width="176" height="36" rx="6" fill="${p.dark}"/><path d="M245 166L195 468M272 166L250 468M300 166V468M328 166L350 468M355 166L405 468" stroke="${p.dark}" stroke-width="3" opacity=".35"/>`,
  bag: (p) =>
    `<path d="M225 232V190A75 75 0 0 1 375 190V232" fill="none" stroke="${p.dark}" stroke-width="16"/><path d="M160 230H440L465 480Q465 495 450 495H150Q135 495 135 480Z" fill="${p.main}"/><path d="M160 230H440L444 270H156Z" fill="${p.dark}" opacity=".3"/><circle cx="300" cy="300" r="11" fill="${p.light}"/>`,
  sneaker: (p) =>
    `<path d="M90 400H510Q520 440 490 445H110Q85 440 90 400Z" fill="#f1f3f5"/><path d="M92 402Q88 322 160 310L260 250Q290 235 320 260L350 290Q440 300 495 350Q515 375 510 402Z" fill="${p.main}"/><path d="M92 402Q90 340 140 318L172 402Z" fill="${p.dark}"/><path d="M282 270L312 300M267 285L297 315M252 300L282 330" stroke="${p.light}" stroke-width="7" stroke-linecap="round"/><path d="M90 420H512" stroke="${p.dark}" stroke-width="4" opacity=".4"/>`,
  boot: (p) =>
    `<path d="M190 120H330L340 330Q420 340 480 380Q505 400 495 430H180Z" fill="${p.main}"/><rect x="175" y="428" width="325" height="32" rx="8" fill="${p.dark}"/><rect x="185" y="108" width="150" height="26" rx="8" fill="${p.dark}"/><path d="M335 165L300 180M337 205L302 220M339 245L304 260M341 285L306 300" stroke="${p.light}" stroke-width="6" stroke-linecap="round"/>`,
  heel: (p) =>
    `<path d="M126 318L168 330L160 486H138Z" fill="${p.dark}"/><path d="M132 248L124 320Q222 338 300 420L470 436Q502 434 496 410Q482 384 420 376Q360 366 320 340Q250 296 190 278Q152 264 132 248Z" fill="${p.main}"/><path d="M142 262Q232 290 316 344" fill="none" stroke="${p.light}" stroke-width="8" stroke-linecap="round"/><path d="M124 322Q222 340 300 422L470 438" fill="none" stroke="${p.dark}" stroke-width="6"/>`,
  sandal: (p) =>
    `<rect x="100" y="360" width="400" height="60" rx="30" fill="${p.dark}"/><rect x="100" y="360" width="400" height="18" rx="9" fill="${p.light}"/><path d="M220 362Q250 250 380 250Q425 270 435 362Z" fill="${p.main}"/>`,
  pot: (p) =>
    `<rect x="105" y="285" width="70" height="34" rx="17" fill="${p.main}"/><rect x="425" y="285" width="70" height="34" rx="17" fill="${p.main}"/><path d="M150 270H450V400Q450 460 390 460H210Q150 460 150 400Z" fill="${p.main}"/><ellipse cx="300" cy="265" rx="165" ry="32" fill="${p.dark}"/><rect x="270" y="208" width="60" height="40" rx="14" fill="${p.metal}"/><path d="M185 305V410" stroke="#fff" stroke-width="12" stroke-linecap="round" opacity=".25"/>`,
  pan: (p) =>
    `<rect x="375" y="283" width="190" height="34" rx="17" fill="${p.dark}"/><circle cx="235" cy="300" r="150" fill="${p.main}"/><circle cx="235" cy="300" r="124" fill="${p.dark}"/><path d="M160 230A105 105 0 0 1 250 195" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity=".25"/>`,
  kettle: (p) =>
    `<path d="M200 420Q120 400 130 300Q135 240 95 225" fill="none" stroke="${p.main}" stroke-width="16" stroke-linecap="round"/><path d="M395 250Q470 250 460 340Q455 410 415 420" fill="none" stroke="${p.dark}" stroke-width="20"/><path d="M190 470Q170 300 230 220H370Q430 300 410 470Z" fill="${p.main}"/><path d="M230 220Q300 180 370 220Z" fill="${p.dark}"/><circle cx="300" cy="192" r="12" fill="${p.dark}"/><rect x="175" y="460" width="250" height="28" rx="10" fill="${p.dark}"/>`,
  blender: (p) =>
    `<path d="M398 150H440V330H385" fill="none" stroke="${p.dark}" stroke-width="16"/><path d="M200 110H400L375 400H225Z" fill="${p.glass}"/><path d="M211 260H389L375 400H225Z" fill="${p.light}"/><rect x="195" y="95" width="210" height="28" rx="8" fill="${p.dark}"/><path d="M205 400H395L410 500H190Z" fill="${p.main}"/><circle cx="300" cy="450" r="18" fill="${p.light}"/>`,
  knife: (p) =>
    `<g transform="rotate(-30 300 300)"><path d="M70 272H392V330H140Q92 322 70 272Z" fill="${p.metal}"/><path d="M120 286H380" stroke="#fff" stroke-width="5" opacity=".5"/><rect x="390" y="272" width="160" height="58" rx="20" fill="${p.main}"/><path d="M432 301v1M472 301v1M512 301v1" stroke="${p.metal}" stroke-width="12" stroke-linecap="round"/></g>`,
  'coffee-maker': (p) =>
    `<rect x="170" y="110" width="260" height="95" rx="18" fill="${p.main}"/><rect x="170" y="110" width="110" height="380" rx="18" fill="${p.main}"/><rect x="170" y="440" width="260" height="50" rx="14" fill="${p.main}"/><path d="M415 290Q462 300 450 385" fill="none" stroke="${p.dark}" stroke-width="12"/><path d="M295 250H415L425 440H286Z" fill="${p.glass}"/><path d="M290 340H420L425 440H286Z" fill="#6f4e37"/><path d="M225 300v1M225 340v1" stroke="${p.light}" stroke-width="18" stroke-linecap="round"/>`,
  mug: (p) =>
    `<path d="M380 230Q470 230 465 310Q460 390 375 385" fill="none" stroke="${p.main}" stroke-width="26"/><path d="M170 190H390V410Q390 460 340 460H220Q170 460 170 410Z" fill="${p.main}"/><rect x="170" y="250" width="220" height="20" fill="${p.light}"/><ellipse cx="280" cy="190" rx="110" ry="18" fill="${p.dark}"/><path d="M240 150Q225 120 245 95M290 150Q275 115 295 85M340 150Q325 120 345 95" fill="none" stroke="#000" stroke-width="8" stroke-linecap="round" opacity=".12"/>`,
  console: (p) =>
    `<rect x="150" y="396" width="60" height="16" rx="5" fill="${p.dark}"/><rect x="390" y="396" width="60" height="16" rx="5" fill="${p.dark}"/><rect x="110" y="200" width="380" height="200" rx="22" fill="${p.main}"/><rect x="110" y="300" width="380" height="18" fill="${p.dark}"/><path d="M140 232H260M140 252H260M140 272H260" stroke="${p.dark}" stroke-width="5" opacity=".4"/><circle cx="440" cy="240" r="10" fill="#51cf66"/><rect x="330" y="355" width="120" height="10" rx="5" fill="${p.dark}"/>`,
  gamepad: (p) =>
    `<path d="M190 220H410Q480 220 500 300L530 410Q540 470 480 470Q450 470 420 420L395 385H205L180 420Q150 470 120 470Q60 470 70 410L100 300Q120 220 190 220Z" fill="${p.main}"/><path d="M175 285h20v25h25v20h-25v25h-20v-25h-25v-20h25Z" fill="${p.dark}"/><circle cx="410" cy="288" r="13" fill="#ffd43b"/><circle cx="440" cy="318" r="13" fill="#ff6b6b"/><circle cx="410" cy="348" r="13" fill="#51cf66"/><circle cx="380" cy="318" r="13" fill="#4dabf7"/><circle cx="250" cy="372" r="26" fill="${p.dark}"/><circle cx="350" cy="372" r="26" fill="${p.dark}"/>`,
  handheld: (p) =>
    `<rect x="70" y="205" width="460" height="190" rx="80" fill="${p.main}"/><rect x="170" y="220" width="260" height="160" rx="10" fill="${p.screen}"/>${screenGlare(170, 220, 260, 160)}<circle cx="120" cy="262" r="22" fill="${p.dark}"/><path d="M112 315h16v16h16v16h-16v16h-16v-16h-16v-16h16Z" fill="${p.dark}"/><circle cx="480" cy="340" r="22" fill="${p.dark}"/><path d="M465 262v1M495 262v1M480 247v1M480 277v1" stroke="${p.light}" stroke-width="13" stroke-linecap="round"/>`,
  mouse: (p) =>
    `<path d="M300 110Q420 110 420 260V360Q420 490 300 490Q180 490 180 360V260Q180 110 300 110Z" fill="${p.main}"/><path d="M300 112V250M182 250H418" stroke="${p.dark}" stroke-width="4"/><rect x="288" y="160" width="24" height="56" rx="12" fill="${p.dark}"/><path d="M270 400L300 370L330 400" fill="none" stroke="${p.light}" stroke-width="6"/>`,
};

/** Per image index: a background and a framing, so a product's gallery shows it from different angles. */
const VIEWS: readonly {
  background: (tint: string, main: string, accent: string) => string;
  frame: string;
}[] = [
  {
    background: (tint) =>
      `<rect width="600" height="600" fill="${tint}"/><circle cx="300" cy="300" r="240" fill="#fff" opacity=".55"/>`,
    frame: '',
  },
  {
    background: (tint) =>
      `<defs><linearGradient id="b" x2="1" y2="1"><stop offset="0" stop-color="${tint}"/><stop offset="1" stop-color="#fff"/></linearGradient></defs><rect width="600" height="600" fill="url(#b)"/>`,
    frame: 'rotate(-12 300 300) translate(30 30) scale(.9)',
  },
  {
    background: (tint) => `<rect width="600" height="600" fill="${tint}"/>`,
    frame: 'translate(-150 -120) scale(1.5)',
  },
  {
    background: (tint) =>
      `<rect width="600" height="600" fill="#fff"/><rect y="430" width="600" height="170" fill="${tint}"/>`,
    frame: 'translate(60 50) scale(.8)',
  },
  {
    background: (tint, main) =>
      `<rect width="600" height="600" fill="${tint}"/><path d="M380 0H600V600H220Z" fill="${mix(main, '#ffffff', 0.7)}" opacity=".5"/>`,
    frame: 'matrix(-1 0 0 1 600 0)',
  },
  {
    background: (tint) =>
      `<defs><pattern id="d" width="30" height="30" patternUnits="userSpaceOnUse"><circle cx="15" cy="15" r="2" fill="#000" opacity=".08"/></pattern></defs><rect width="600" height="600" fill="${tint}"/><rect width="600" height="600" fill="url(#d)"/>`,
    frame: 'rotate(10 300 300) translate(45 45) scale(.85)',
  },
  {
    // A dark backdrop, unless the object itself is dark.
    background: (_tint, main, accent) =>
      `<rect width="600" height="600" fill="${luminance(main) < 0.3 ? mix(accent, '#ffffff', 0.55) : mix(main, '#1a1b1e', 0.8)}"/>`,
    frame: 'translate(30 30) scale(.9)',
  },
  {
    background: (tint) =>
      `<rect width="600" height="600" fill="#fff"/><circle cx="140" cy="120" r="90" fill="${tint}"/><circle cx="480" cy="500" r="150" fill="${tint}"/>`,
    frame: 'rotate(-25 300 300) translate(75 75) scale(.75)',
  },
];

function colorHex(name: string): string {
  const hex = COLOR_HEX[name];
  if (!hex) throw new Error(`No hex value for colour "${name}": add it to COLOR_HEX`);
  return hex;
}

const brandColor = (key: string) => {
  const brand = BRANDS.find((b) => b.key === key);
  if (!brand) throw new Error(`Unknown brand ${key}`);
  return brand.color;
};

/** The colour to tint backgrounds with: the object's own, unless it is too pale or too dark to give a pleasant tint. */
const tintBase = (main: string, accent: string) => {
  const l = luminance(main);
  return l > 0.8 || l < 0.25 ? accent : main;
};

const shadow = '<ellipse cx="300" cy="530" rx="170" ry="16" fill="#000" opacity=".08"/>';

function productImage(product: ProductSeed, n: number): string {
  const colors = product.details.color.split(',');
  const main = colorHex(colors[(n - 1) % colors.length] ?? 'Grey');
  const view = VIEWS[(n - 1) % VIEWS.length];
  if (!view) throw new Error('No views');
  const accent = brandColor(product.brand);
  const body = `${shadow}${DRAW[product.illustration](paint(main))}`;
  return svg(
    600,
    600,
    `${view.background(mix(tintBase(main, accent), '#ffffff', 0.82), main, accent)}${view.frame ? `<g transform="${view.frame}">${body}</g>` : body}`,
  );
}

/** Emblem outlines in a 200 x 200 box; each brand takes the next, so neighbouring tiles differ. */
const EMBLEMS: readonly ((fill: string) => string)[] = [
  (fill) => `<circle cx="100" cy="100" r="80" fill="${fill}"/>`,
  (fill) => `<rect x="28" y="28" width="144" height="144" rx="36" fill="${fill}"/>`,
  (fill) => `<path d="M100 16L184 100L100 184L16 100Z" fill="${fill}"/>`,
  (fill) => `<path d="M100 18L171 59V141L100 182L29 141V59Z" fill="${fill}"/>`,
  (fill) => `<path d="M100 20L176 46V104Q176 156 100 184Q24 156 24 104V46Z" fill="${fill}"/>`,
  (fill) => `<path d="M58 30H142L182 100L142 170H58L18 100Z" fill="${fill}"/>`,
];

/** A brand's logo: its emblem with a monogram, big enough to read on a 64 px tile (the name shows beside it). */
function brandLogo(name: string, color: string, index: number): string {
  const monogram = name
    .split(' ')
    .filter((word) => /^[A-Za-z]/.test(word))
    .map((word) => word.charAt(0))
    .join('')
    .slice(0, 2);
  const emblem = EMBLEMS[index % EMBLEMS.length] ?? EMBLEMS[0];
  if (!emblem) throw new Error('No emblems');
  return svg(
    200,
    200,
    `${emblem(color)}<path d="M60 140Q100 160 140 140" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".6"/><text x="100" y="${monogram.length > 1 ? 118 : 124}" font-family="${FONT}" font-size="${monogram.length > 1 ? 58 : 72}" font-weight="800" letter-spacing="-2" fill="#fff" text-anchor="middle">${escapeXml(monogram)}</text>`,
  );
}

function categoryTile(icon: Illustration, color: string): string {
  return svg(
    200,
    200,
    `<rect width="200" height="200" rx="24" fill="${mix(color, '#ffffff', 0.88)}"/><circle cx="100" cy="100" r="78" fill="${mix(color, '#ffffff', 0.7)}"/><g transform="translate(100 100) scale(.36) translate(-300 -300)">${DRAW[icon](paint(color))}</g>`,
  );
}

function sliderBanner(product: ProductSeed): string {
  const main = colorHex(product.details.color.split(',')[0] ?? 'Grey');
  const base = tintBase(main, brandColor(product.brand));
  return svg(
    1200,
    480,
    `<defs><linearGradient id="s" x2="1"><stop offset="0" stop-color="${mix(base, '#ffffff', 0.9)}"/><stop offset="1" stop-color="${mix(base, '#ffffff', 0.6)}"/></linearGradient></defs><rect width="1200" height="480" fill="url(#s)"/><circle cx="900" cy="240" r="215" fill="#fff" opacity=".5"/><circle cx="120" cy="420" r="140" fill="#fff" opacity=".25"/><circle cx="560" cy="60" r="50" fill="#fff" opacity=".3"/><g transform="translate(900 240) scale(.68) translate(-300 -300)">${shadow}${DRAW[product.illustration](paint(main))}</g>`,
  );
}

const FEATURE_GLYPHS: Record<string, string> = {
  'free-delivery':
    '<path d="M16 30h38v30H16zM54 40h14l10 11v9H54z"/><circle cx="30" cy="64" r="6" fill="#fff"/><circle cx="66" cy="64" r="6" fill="#fff"/>',
  'secure-payment': '<path d="M48 16L74 26V46Q74 68 48 80Q22 68 22 46V26Z"/><path d="M36 48L45 57L61 39"/>',
  'easy-returns': '<path d="M70 50A22 22 0 1 1 62 31"/><path d="M52 18L64 30L51 38"/>',
  support:
    '<path d="M26 54V46A22 22 0 0 1 70 46V54"/><rect x="20" y="48" width="12" height="20" rx="5"/><rect x="64" y="48" width="12" height="20" rx="5"/><path d="M70 68Q70 78 56 78H50"/>',
};

function featureIcon(key: string): string {
  const glyph = FEATURE_GLYPHS[key];
  if (!glyph) throw new Error(`No icon for feature ${key}`);
  return svg(
    96,
    96,
    `<circle cx="48" cy="48" r="46" fill="${mix(SHOP_COLOR, '#ffffff', 0.88)}"/><g fill="none" stroke="${SHOP_COLOR}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>`,
  );
}

function paymentMethods(): string {
  const cards = [
    { label: 'VISA', fill: '#1a1f71', text: '#fff', style: 'font-style="italic" font-weight="800"' },
    { label: 'Mastercard', fill: '#fff', text: '#231f20', style: 'font-weight="700"' },
    { label: 'AMEX', fill: '#2e77bc', text: '#fff', style: 'font-weight="800"' },
    { label: 'Discover', fill: '#fff', text: '#e55c20', style: 'font-weight="700"' },
    { label: 'bKash', fill: '#e2136e', text: '#fff', style: 'font-weight="700"' },
  ];
  const body = cards.map((card, i) => {
    const x = 6 + i * 118;
    const circles =
      card.label === 'Mastercard'
        ? `<circle cx="${x + 44}" cy="30" r="15" fill="#eb001b" opacity=".25"/><circle cx="${x + 64}" cy="30" r="15" fill="#f79e1b" opacity=".25"/>`
        : '';
    return `<rect x="${x}" y="8" width="110" height="44" rx="6" fill="${card.fill}" stroke="#dee2e6"/>${circles}<text x="${x + 55}" y="35" font-family="${FONT}" font-size="${card.label.length > 6 ? 15 : 19}" ${card.style} fill="${card.text}" text-anchor="middle">${card.label}</text>`;
  });
  return svg(600, 60, body.join(''));
}

function logo(): string {
  return svg(
    64,
    64,
    `<rect width="64" height="64" rx="14" fill="${SHOP_COLOR}"/><path d="M24 24V20A8 8 0 0 1 40 20V24" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round"/><path d="M15 24H49L46 52H18Z" fill="#fff"/><text x="32" y="46" font-family="${FONT}" font-size="18" font-weight="800" fill="${SHOP_COLOR}" text-anchor="middle">S</text>`,
  );
}

function collect(): Map<string, string> {
  const files = new Map<string, string>();
  const add = (url: string, content: string) => {
    const file = imageFileOf(url);
    if (!file) throw new Error(`Not an image URL of ours: ${url}`);
    const bytes = Buffer.byteLength(content);
    if (bytes >= MAX_BYTES) throw new Error(`${file} is ${bytes} bytes; keep images under ${MAX_BYTES}`);
    files.set(file, content);
  };
  BRANDS.forEach((brand, i) => {
    add(brand.image, brandLogo(brand.name, brand.color, i));
  });
  for (const category of CATEGORIES) add(category.image, categoryTile(category.icon, category.color));
  for (const product of PRODUCTS) {
    product.details.images.forEach((url, i) => {
      add(url, productImage(product, i + 1));
    });
  }
  for (const slider of SLIDERS) {
    const product = PRODUCTS.find((p) => p.key === slider.product);
    if (!product) throw new Error(`Slider ${slider.key} promotes unknown product ${slider.product}`);
    add(slider.image, sliderBanner(product));
  }
  for (const feature of FEATURES) add(feature.img, featureIcon(feature.key));
  add(imageUrl.paymentMethods, paymentMethods());
  add(imageUrl.logo, logo());
  return files;
}

function write(files: Map<string, string>): void {
  const folders = new Set<string>();
  let bytes = 0;
  for (const [file, content] of files) {
    const target = path.join(OUT_DIR, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    folders.add(path.dirname(file));
    bytes += Buffer.byteLength(content);
    // Rewrite only what changed, so a re-run leaves untouched files alone.
    if (!fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== content)
      fs.writeFileSync(target, content);
  }
  // Drop images of products, brands... that are no longer in the catalogue.
  let removed = 0;
  for (const folder of folders) {
    if (folder === '.') continue;
    for (const name of fs.readdirSync(path.join(OUT_DIR, folder))) {
      if (name.endsWith('.svg') && !files.has(`${folder}/${name}`)) {
        fs.rmSync(path.join(OUT_DIR, folder, name));
        removed += 1;
      }
    }
  }
  console.log(
    `Wrote ${files.size} images (${(bytes / 1024).toFixed(1)} KiB) to ${OUT_DIR}; removed ${removed} stale`,
  );
}

write(collect());
