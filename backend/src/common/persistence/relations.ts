import { JoinColumn, ManyToOne, OneToOne, type ObjectType, type RelationOptions } from 'typeorm';

/**
 * What a relation points at: the entity's class when it belongs to the same module, else the entity's
 * class name (TypeORM finds the entity by it), so no module imports another module's entity class.
 */
export type RelationTarget = string | (() => ObjectType<unknown>);

type RelationDecorator = (target: RelationTarget, options: RelationOptions) => PropertyDecorator;

function joinedOn(relation: RelationDecorator, target: RelationTarget, column: string, options: RelationOptions) {
  return (prototype: object, property: string | symbol): void => {
    JoinColumn({ name: column })(prototype, property);
    relation(target, options)(prototype, property);
  };
}

/**
 * `@ManyToOne(target, options)` whose foreign key is `column` of this table (`@JoinColumn`), in one
 * line: `@ManyToOneOn('User', 'author_id', { onDelete: 'CASCADE' })`.
 */
export function ManyToOneOn(target: RelationTarget, column: string, options: RelationOptions): PropertyDecorator {
  return joinedOn(ManyToOne, target, column, options);
}

/** `@OneToOne(target, options)` whose foreign key is `column` of this table, like ManyToOneOn. */
export function OneToOneOn(target: RelationTarget, column: string, options: RelationOptions): PropertyDecorator {
  return joinedOn(OneToOne, target, column, options);
}
