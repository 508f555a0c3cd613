import {
  pageCodeTree,
  type ActionGrants,
  type ButtonAction,
  type PageCodeNode,
  type PageCodeTreeRow,
  type RolePageGrant,
} from '@simdesk/contract';
import { badRequest, forbidden } from '../../platform/http/app-error';

/** What a caller holds, as the operator context carries it. */
export interface GrantHolder {
  grantedPageCodes: ReadonlySet<string>;
  actionGrants: ActionGrants;
}

function heldActions(holder: GrantHolder, node: PageCodeNode): ButtonAction[] {
  const held = holder.actionGrants[node.pageCode] ?? [];
  return node.actions.filter((action) => held.includes(action));
}

/**
 * The registry's page-code tree cut down to what the holder holds (a code and its actions): all they may grant.
 * Rows follow the spec's tree shape; orderNum is the registry order.
 */
export function grantableTree(
  holder: GrantHolder,
  nodes: readonly PageCodeNode[] = pageCodeTree(),
): PageCodeTreeRow[] {
  let orderNum = 0;
  const convert = (level: readonly PageCodeNode[], parentId: string | null): PageCodeTreeRow[] =>
    level
      .filter((node) => holder.grantedPageCodes.has(node.pageCode))
      .map((node) => ({
        id: node.pageCode,
        parentId,
        orderNum: orderNum++,
        menuCode: node.pageCode,
        titleKey: node.titleKey,
        actions: heldActions(holder, node),
        childList: convert(node.children, node.pageCode),
      }));
  return convert(nodes, null);
}

function indexNodes(nodes: readonly PageCodeNode[], into = new Map<string, PageCodeNode>()) {
  for (const node of nodes) {
    into.set(node.pageCode, node);
    indexNodes(node.children, into);
  }
  return into;
}

const registryNodes = indexNodes(pageCodeTree());

/**
 * Refuses grants that name a code the registry does not have, an action the page does not offer (400), or a
 * code or action the holder does not hold themselves (403). Answers the grants with their actions in canonical
 * order, in the order given.
 */
export function checkGrants(holder: GrantHolder, grants: readonly RolePageGrant[]): RolePageGrant[] {
  const seen = new Set<string>();
  return grants.map((grant) => {
    const node = registryNodes.get(grant.pageCode);
    if (!node) throw badRequest(`unknown page code ${grant.pageCode}`);
    if (seen.has(grant.pageCode)) throw badRequest(`page code ${grant.pageCode} is given twice`);
    seen.add(grant.pageCode);
    const offered = grant.actions.filter((action) => node.actions.includes(action));
    if (offered.length !== new Set(grant.actions).size) {
      throw badRequest(`page ${grant.pageCode} offers only ${node.actions.join(', ') || 'no actions'}`);
    }
    if (!holder.grantedPageCodes.has(grant.pageCode)) {
      throw forbidden(`you cannot grant ${grant.pageCode}: you do not hold it`);
    }
    const held = heldActions(holder, node);
    const beyond = offered.filter((action) => !held.includes(action));
    if (beyond.length > 0) {
      throw forbidden(`you cannot grant ${beyond.join(', ')} on ${grant.pageCode}: you do not hold it`);
    }
    return { pageCode: grant.pageCode, actions: node.actions.filter((action) => offered.includes(action)) };
  });
}

/**
 * A role edited by someone who holds less than the role: what is beyond the editor's reach stays as it was.
 * Codes they do not hold are kept whole; on a code they keep ticked, the actions they do not hold are kept.
 */
export function keepBeyondReach(
  holder: GrantHolder,
  existing: readonly RolePageGrant[],
  submitted: readonly RolePageGrant[],
): RolePageGrant[] {
  const existingByCode = new Map(existing.map((grant) => [grant.pageCode, grant]));
  const merged = submitted.map((grant) => {
    const before = existingByCode.get(grant.pageCode);
    const node = registryNodes.get(grant.pageCode);
    if (!before || !node) return grant;
    const held = heldActions(holder, node);
    const kept = before.actions.filter((action) => !held.includes(action));
    if (kept.length === 0) return grant;
    return {
      pageCode: grant.pageCode,
      actions: node.actions.filter((action) => grant.actions.includes(action) || kept.includes(action)),
    };
  });
  const unreachable = existing.filter((grant) => !holder.grantedPageCodes.has(grant.pageCode));
  return [...merged, ...unreachable];
}
