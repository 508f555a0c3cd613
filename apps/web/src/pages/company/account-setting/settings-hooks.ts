import { App, type FormRule } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { CallDefinition, CallObj } from '@simdesk/contract';
import { callApiForRow } from '../../../api/call-api';
import { usePageContext } from '../../../routing/page-context';
import { useSession } from '../../../session/session-store';

export const settingsPageCode = 'sysManagement-accountSetting';

/** The company the page is about: ?companyId=… (carrier staff, from company management) or the operator's own. */
export function useTargetCompany(): { obj: { companyId?: number }; companyId: number | undefined } {
  const { user } = useSession();
  const requested = Number(new URLSearchParams(usePageContext().search).get('companyId'));
  const named = Number.isInteger(requested) && requested > 0 ? requested : undefined;
  return { obj: named === undefined ? {} : { companyId: named }, companyId: named ?? user?.companyId };
}

/**
 * A settings change: the call, then the queries that show what changed are refreshed (the shell's company info
 * among them, so the title and logo follow at once) and "saved" is said. Refusals were shown by the client.
 */
export function useSettingsChange<Call extends CallDefinition>(
  call: Call,
  refresh: readonly CallDefinition[],
) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const { t } = useTranslation('settings');
  return useMutation({
    mutationFn: (obj: CallObj<Call>) => callApiForRow(call, obj),
    onSuccess: async () => {
      await Promise.all(refresh.map((read) => queryClient.invalidateQueries({ queryKey: [read.path] })));
      void message.success(t('saved'));
    },
  });
}

/** A form rule from a contract schema, with the page's own translated message. */
export function schemaRule(schema: z.ZodType, message: string): FormRule {
  return {
    validator: async (_rule, value: unknown) => {
      if (value === undefined || value === null || value === '') return;
      if (!schema.safeParse(value).success) throw new Error(message);
    },
  };
}
