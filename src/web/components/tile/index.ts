export { Tile, TileAction } from './tile';
