// Stylesheets and images imported by the frontend apps: rspack turns an image into its URL.
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
