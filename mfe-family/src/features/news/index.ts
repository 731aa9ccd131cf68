// The placement news feature's public surface for the placement page (docs/product.md#placement-news).
export { PlacementNewsSection } from './placement-news';
