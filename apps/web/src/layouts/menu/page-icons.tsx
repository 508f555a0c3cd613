import type { ComponentType } from 'react';
import {
  ApiOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  CarOutlined,
  CloudUploadOutlined,
  CreditCardOutlined,
  DashboardOutlined,
  GlobalOutlined,
  IdcardOutlined,
  MessageOutlined,
  PartitionOutlined,
  PhoneOutlined,
  SafetyOutlined,
  SettingOutlined,
  ShopOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { PageIcon } from '@simdesk/contract';

/** The registry's icon names drawn with Ant Design icons; the record type makes a missing one a type error. */
export const pageIconComponents: Record<PageIcon, ComponentType> = {
  dashboard: DashboardOutlined,
  simCard: CreditCardOutlined,
  network: PartitionOutlined,
  shop: ShopOutlined,
  idCard: IdcardOutlined,
  cloudUpload: CloudUploadOutlined,
  global: GlobalOutlined,
  car: CarOutlined,
  phone: PhoneOutlined,
  barChart: BarChartOutlined,
  safety: SafetyOutlined,
  setting: SettingOutlined,
  api: ApiOutlined,
  user: UserOutlined,
  message: MessageOutlined,
  appstore: AppstoreOutlined,
};

export function PageIconView({ icon }: { icon: PageIcon | undefined }) {
  if (icon === undefined) return null;
  const Icon = pageIconComponents[icon];
  return <Icon />;
}
