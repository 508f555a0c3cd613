import { mainPage, menuGroup, requestActions } from './define';

/** Enhanced network tools: diagnosis, state reset, complaints, SMS remote control, vehicle networking. */
export const enhancedNetworkPages = [
  menuGroup({
    name: 'enhancedNetwork',
    path: '/vehicleCard/enhancedNetwork',
    parent: 'vehicleCard',
    pageCode: 'vehicleCardManagement-enhancedNetwork',
    redirect: 'enhancedNetwork-cardDiagnose',
    icon: 'network',
  }),
  mainPage({
    name: 'enhancedNetwork-cardDiagnose',
    path: '/vehicleCard/enhancedNetwork/cardDiagnose',
    parent: 'enhancedNetwork',
    pageCode: 'vehicleCardManagement-enhancedNetwork-cardDiagnose',
    actions: ['query', 'get'],
  }),
  mainPage({
    name: 'enhancedNetwork-cardStatusReset',
    path: '/vehicleCard/enhancedNetwork/cardStatusReset',
    parent: 'enhancedNetwork',
    pageCode: 'vehicleCardManagement-enhancedNetwork-cardStatusReset',
    actions: ['query', 'edit', 'import'],
  }),
  // Opened with ?addComplaint to start a new complaint. Tickets are worked (assigned, moved, commented): edit.
  mainPage({
    name: 'enhancedNetwork-complaintEntry',
    path: '/vehicleCard/enhancedNetwork/complaintEntry',
    parent: 'enhancedNetwork',
    pageCode: 'vehicleCardManagement-enhancedNetwork-complaintEntry',
    actions: [...requestActions, 'edit'],
  }),
  // SMS remote control: commands are sent (add); the company's command templates are kept (add, edit, delete).
  mainPage({
    name: 'vehicleRemoteControl',
    path: '/vehicleCard/enhancedNetwork/vehicleRemoteControl',
    parent: 'enhancedNetwork',
    pageCode: 'vehicleCardManagement-enhancedNetwork-vehicleRemoteControl',
    actions: [...requestActions, 'edit', 'delete'],
  }),
  // Vehicle networking certification: destination lists are submitted (add, edit, delete) and reviewed.
  mainPage({
    name: 'ipCertification',
    path: '/vehicleCard/enhancedNetwork/IPCertification',
    parent: 'enhancedNetwork',
    pageCode: 'vehicleCardManagement-enhancedNetwork-IPCertification',
    actions: ['query', 'get', 'add', 'edit', 'delete', 'review'],
  }),
];
