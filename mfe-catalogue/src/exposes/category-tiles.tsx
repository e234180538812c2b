export { CategoryTilesFragment as default } from '../features/browse-tiles/browse-tiles';
