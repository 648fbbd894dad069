import { CreateDateColumn, UpdateDateColumn } from 'typeorm';

/** The row's `created_at timestamptz`, set by the database on insert. */
export const CreatedAtColumn = (): PropertyDecorator => CreateDateColumn({ name: 'created_at', type: 'timestamptz' });

/** The row's `updated_at timestamptz`, set on insert and on every update through TypeORM. */
export const UpdatedAtColumn = (): PropertyDecorator => UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' });
