import type { ComponentType } from 'react';
import {
  AlertOutlined,
  BarChartOutlined,
  CarOutlined,
  CarryOutOutlined,
  CloudUploadOutlined,
  ContainerOutlined,
  CreditCardOutlined,
  ExperimentOutlined,
  FileAddOutlined,
  FileDoneOutlined,
  FundOutlined,
  GiftOutlined,
  IdcardOutlined,
  ImportOutlined,
  InboxOutlined,
  InteractionOutlined,
  MedicineBoxOutlined,
  MobileOutlined,
  ProfileOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  SolutionOutlined,
  StopOutlined,
  SwapOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import type { LifecycleIcon } from '@simdesk/contract';

/** The contract's shortcut icons drawn with Ant Design icons; the record type makes a missing one a type error. */
const lifecycleIconComponents: Record<LifecycleIcon, ComponentType> = {
  simCard: CreditCardOutlined,
  fileAdd: FileAddOutlined,
  import: ImportOutlined,
  inbox: InboxOutlined,
  container: ContainerOutlined,
  carryOut: CarryOutOutlined,
  shoppingCart: ShoppingCartOutlined,
  experiment: ExperimentOutlined,
  fileDone: FileDoneOutlined,
  cloudUpload: CloudUploadOutlined,
  idCard: IdcardOutlined,
  car: CarOutlined,
  swap: SwapOutlined,
  medicineBox: MedicineBoxOutlined,
  alert: AlertOutlined,
  sync: SyncOutlined,
  gift: GiftOutlined,
  shop: ShopOutlined,
  fund: FundOutlined,
  barChart: BarChartOutlined,
  stop: StopOutlined,
  mobile: MobileOutlined,
  profile: ProfileOutlined,
  solution: SolutionOutlined,
  interaction: InteractionOutlined,
};

export function LifecycleIconView({ icon }: { icon: LifecycleIcon }) {
  const Icon = lifecycleIconComponents[icon];
  return <Icon />;
}
