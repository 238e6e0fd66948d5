export * from './users';
export * from './catalog';
export * from './shopper';
export * from './reviews';
export * from './orders';
export * from './content';
export * from './admin';
export * from './mail';
