import type { Executor } from '../../db/database';

export const findRoleById = (db: Executor, id: number) => db.selectFrom('roles').selectAll().where('id', '=', id).executeTakeFirst();
export const findFunctionalityById = (db: Executor, id: number) =>
  db.selectFrom('functionalities').selectAll().where('id', '=', id).executeTakeFirst();
