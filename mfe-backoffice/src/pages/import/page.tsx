// Placeholder while the screen is built.
export function ImportExport() {
  return <h1>Import and export</h1>;
}
