import { z } from 'zod';

/** One node of a tree in the spec's shape: its id, its parent's (null at the top), its place among siblings. */
export interface TreeRow<Id, Node> {
  id: Id;
  parentId: Id | null;
  orderNum: number;
  childList: Node[];
}

/** The schema of a tree row: id, parentId and orderNum, then the node's own columns, then its childList. */
export function treeRowSchema<Id extends z.ZodNumber | z.ZodString, Columns extends z.ZodRawShape>(
  id: Id,
  columns: Columns,
) {
  const schema = z.object({
    id,
    parentId: z.nullable(id),
    orderNum: z.number(),
    ...columns,
    get childList(): z.ZodArray<typeof schema> {
      return z.array(schema);
    },
  });
  return schema;
}
