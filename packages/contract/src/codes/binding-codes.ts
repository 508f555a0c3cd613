import { defineCodeTables, type CodeOf } from './code-table';

/** Machine-card binding (securityManagement). */
export const bindingCodeTables = defineCodeTables(
  {
    /**
     * Where a card stands with its device: bound to an IMEI and seen in it, separated (the network sees
     * another IMEI), unbound, or waiting for the carrier's order to bind or unbind.
     */
    bindingStatus: {
      unbound: 0,
      bound: 1,
      separated: 2,
      pendingOrder: 3,
    },
  },
  {
    bindingStatus: { unbound: 'default', bound: 'success', separated: 'error', pendingOrder: 'processing' },
  },
);

export const { bindingStatus } = bindingCodeTables;
export type BindingStatusCode = CodeOf<typeof bindingStatus>;
