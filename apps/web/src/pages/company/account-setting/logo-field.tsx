import { App, Button, Popconfirm, Space, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { companyEditLogoCall, logoImageTypes, logoMaxBytes, type CompanyInfo } from '@simdesk/contract';
import { BrandMark } from '../../../components/brand-mark';
import { compressImage, readAsDataUrl } from '../../../components/image-compression';
import { useCallMutation } from '../../../api/use-call-mutation';

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;

/** The logo as the header shows it, an upload (compressed in the browser first) and going back to the default. */
export function LogoField({
  company,
  companyObj,
  canEdit,
}: {
  company: CompanyInfo | undefined;
  companyObj: { companyId?: number };
  canEdit: boolean;
}) {
  const { t } = useTranslation(['settings', 'common']);
  const { message } = App.useApp();
  const change = useCallMutation(companyEditLogoCall, { successText: () => t('saved') });

  async function upload(file: File): Promise<void> {
    if (!(logoImageTypes as readonly string[]).includes(file.type)) {
      void message.error(t('basic.logoNotImage'));
      return;
    }
    const compressed = await compressImage(file);
    if (compressed.size > logoMaxBytes) {
      void message.error(t('basic.logoTooLarge', { size: megabytes(logoMaxBytes) }));
      return;
    }
    change.mutate({ ...companyObj, logoBase64: await readAsDataUrl(compressed) });
  }

  return (
    <Space vertical size="small">
      <div className="settings-logo-preview" data-testid="logo-preview">
        <BrandMark size={64} logoBase64={company?.logoBase64} />
      </div>
      <Typography.Text type="secondary">{t('basic.logoHelp')}</Typography.Text>
      {canEdit && (
        <Space>
          <Upload
            accept={logoImageTypes.join(',')}
            showUploadList={false}
            maxCount={1}
            beforeUpload={(file) => {
              void upload(file).catch(() => message.error(t('basic.logoNotImage')));
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={change.isPending} disabled={!company}>
              {t('basic.uploadLogo')}
            </Button>
          </Upload>
          {company?.logoBase64 && (
            <Popconfirm
              title={t('basic.removeLogoConfirm')}
              okText={t('basic.removeLogo')}
              cancelText={t('common:cancel')}
              onConfirm={() => change.mutate({ ...companyObj, logoBase64: null })}
            >
              <Button icon={<DeleteOutlined />}>{t('basic.removeLogo')}</Button>
            </Popconfirm>
          )}
        </Space>
      )}
    </Space>
  );
}
