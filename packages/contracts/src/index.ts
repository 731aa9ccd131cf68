export * from './enums';
export * from './entities';
export * from './validation';
export * from './images';
export * from './messages';
export * from './age';
export * from './paths';
export * from './request-rules';
