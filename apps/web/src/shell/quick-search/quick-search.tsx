import { useMemo, useState } from 'react';
import { Button, Input, Select, Space, Tooltip } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  canUseQuickSearch,
  isValidIdentifier,
  quickSearchPath,
  quickSearchTargetsFor,
  type IdentifierKind,
  type QuickSearchTarget,
} from '@simdesk/contract';
import { operatorKindOf, useSession } from '../../session/session-store';
import './quick-search.css';
import { textKey } from '../../i18n/text-key';

/**
 * The header's quick search (spec §1, §6): a card by ICCID, MSISDN or IMSI, or a vehicle by VIN, opened through
 * the middle page. Absent for role 3212, custom-platform operators, and operators holding neither list.
 */
export function QuickSearch({ inverse = false }: { inverse?: boolean }) {
  const session = useSession();
  const targets = useMemo(() => quickSearchTargetsFor(session.grantedPageCodes), [session.grantedPageCodes]);
  const allowed = session.token !== undefined && canUseQuickSearch(operatorKindOf(session));
  if (!allowed || targets.length === 0) return null;
  return <QuickSearchBar targets={targets} inverse={inverse} />;
}

function QuickSearchBar({ targets, inverse }: { targets: QuickSearchTarget[]; inverse: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [kind, setKind] = useState<IdentifierKind | undefined>(targets[0]?.kind);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const target = targets.find((candidate) => candidate.kind === kind) ?? targets[0];
  if (!target) return null;

  const search = () => {
    if (value.trim() === '') {
      setError(t('home:quickSearch.required'));
      return;
    }
    if (!isValidIdentifier(target.kind, value)) {
      setError(t(textKey(target.invalidKey)));
      return;
    }
    setError(undefined);
    void navigate(quickSearchPath(target, value));
  };

  return (
    <div className={inverse ? 'quick-search quick-search-inverse' : 'quick-search'} role="search">
      <Space.Compact>
        <Select
          className="quick-search-kind"
          aria-label={t('home:quickSearch.kindLabel')}
          value={target.kind}
          options={targets.map((candidate) => ({
            value: candidate.kind,
            label: t(textKey(candidate.labelKey)),
          }))}
          onChange={(next: IdentifierKind) => {
            setKind(next);
            setError(undefined);
          }}
          popupMatchSelectWidth={false}
        />
        <Tooltip open={error !== undefined} title={error} placement="bottomLeft" color="red">
          <Input.Search
            className="quick-search-input"
            aria-label={t('home:quickSearch.label')}
            aria-invalid={error !== undefined}
            placeholder={t(`home:quickSearch.placeholder.${target.kind}`)}
            value={value}
            status={error === undefined ? undefined : 'error'}
            allowClear
            maxLength={40}
            // Its own name, so it is never taken for a page's search button.
            enterButton={<Button icon={<SearchOutlined />} aria-label={t('home:quickSearch.submit')} />}
            onChange={(event) => {
              setValue(event.target.value);
              if (error !== undefined) setError(undefined);
            }}
            onSearch={(_text, _event, info) => {
              if (info?.source !== 'clear') search();
            }}
            onBlur={() => setError(undefined)}
          />
        </Tooltip>
      </Space.Compact>
    </div>
  );
}
