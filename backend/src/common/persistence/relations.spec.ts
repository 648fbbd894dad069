import { getMetadataArgsStorage } from 'typeorm';
import { ManyToOneOn, OneToOneOn } from './relations.js';

class Parent {}

class Child {
  @ManyToOneOn('User', 'author_id', { onDelete: 'CASCADE' })
  author?: unknown;

  @OneToOneOn(() => Parent, 'parent_id', { onDelete: 'SET NULL' })
  parent?: Parent;
}

describe('relation decorators', () => {
  const storage = getMetadataArgsStorage();
  const relation = (property: string) =>
    storage.relations.find((args) => args.target === Child && args.propertyName === property);
  const joinColumn = (property: string) =>
    storage.joinColumns.find((args) => args.target === Child && args.propertyName === property);

  it('declares a many-to-one relation to an entity named by class name, joined on the given column', () => {
    expect(relation('author')).toMatchObject({ relationType: 'many-to-one', type: 'User' });
    expect(relation('author')!.options).toMatchObject({ onDelete: 'CASCADE' });
    expect(joinColumn('author')).toMatchObject({ name: 'author_id' });
  });

  it('declares a one-to-one relation to a class of the same module, joined on the given column', () => {
    const parent = relation('parent')!;
    expect(parent.relationType).toBe('one-to-one');
    expect((parent.type as () => unknown)()).toBe(Parent);
    expect(parent.options).toMatchObject({ onDelete: 'SET NULL' });
    expect(joinColumn('parent')).toMatchObject({ name: 'parent_id' });
  });
});
