import { orgPathContents } from '../../organization';
import { remoteCommands } from './remote-control-schema';

/** Remote commands copy their card's org path for scoping. */
export const remoteCommandsInOrgs = orgPathContents('remote command(s)', remoteCommands, remoteCommands);
