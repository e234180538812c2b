export { BrandTilesFragment as default } from '../features/browse-tiles/browse-tiles';
