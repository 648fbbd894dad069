/** An entity class as TypeORM's `entities` option takes it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EntityClass = new (...args: any[]) => object;
