import type { CallRegistrar } from '../../platform/http/register-call';
import type { AppServices } from '../../platform/services';
import { registerRowImportCalls } from '../sim-cards';
import { bindingImport } from './binding-import-kind';

/** The binding template and batch binding by file (a 'binding-import' task with a report per row). */
export function registerBindingImportCalls(registrar: CallRegistrar, services: AppServices): void {
  registerRowImportCalls(registrar, services, bindingImport);
}
