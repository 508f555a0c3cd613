import { constants, publicEncrypt } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { Envelope } from '@simdesk/contract';
// The calls' entry: the e2e runner loads no locale texts (they stay in @simdesk/contract/locale-resources).
import { apiBasePath } from '@simdesk/contract/calls';
import { e2eDemoPassword } from './environment';

/**
 * The console's API as a test drives it beside the browser: for set-up steps another screen owns, with the
 * same envelope, encryption and rights as the console.
 */
export class ConsoleApi {
  private publicKey: string | undefined;

  constructor(
    private readonly request: APIRequestContext,
    private token?: string,
  ) {}

  async call<Row = unknown>(path: string, obj: object = {}, page?: object): Promise<Envelope<Row>> {
    const response = await this.request.post(`${apiBasePath}/${path}`, {
      data: page === undefined ? { obj } : { obj, page },
      headers: this.token ? { authorization: `Bearer ${this.token}` } : {},
    });
    return (await response.json()) as Envelope<Row>;
  }

  /** Like call, but a refusal fails the test with the server's message. */
  async rowsOf<Row>(path: string, obj: object = {}, page?: object): Promise<Row[]> {
    const answer = await this.call<Row>(path, obj, page);
    if (answer.status !== '0') throw new Error(`${path} refused: ${answer.status} ${answer.msg}`);
    return answer.rows;
  }

  /** RSA-OAEP SHA-256 under the server's key, base64: how passwords travel. */
  async encrypt(password: string): Promise<string> {
    this.publicKey ??= (await this.rowsOf<{ publicKey: string }>('utility/public-key'))[0]?.publicKey;
    if (!this.publicKey) throw new Error('no public key');
    const key = { key: this.publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' };
    return publicEncrypt(key, Buffer.from(password)).toString('base64');
  }

  async signIn(account: string, password = e2eDemoPassword): Promise<void> {
    const [row] = await this.rowsOf<{ token: string }>('operator/password-login', {
      account,
      password: await this.encrypt(password),
    });
    this.token = row?.token;
  }

  /**
   * Adds an operator at the top org with the role of that name and takes them through their first sign-in, so
   * that they sign in with `lastingPassword`. Called signed in as the administrator.
   */
  async addReadyOperator(
    operator: { account: string; name: string; mobile?: string },
    roleName: string,
    lastingPassword: string,
  ): Promise<void> {
    const [top] = await this.rowsOf<{ id: number }>('organization/tree');
    const [role] = await this.rowsOf<{ roleId: string }>('role/list', { name: roleName });
    if (!top || !role) throw new Error(`no org, or no role named ${roleName}, to add an operator to`);
    const firstPassword = `First-${lastingPassword}`;
    await this.rowsOf('operator/add', {
      ...operator,
      orgId: top.id,
      roleId: role.roleId,
      password: await this.encrypt(firstPassword),
    });
    await this.renewFirstPassword(operator.account, firstPassword, lastingPassword);
  }

  /** The first sign-in of a created operator: the given password is expired at once; set the lasting one. */
  async renewFirstPassword(account: string, firstPassword: string, lastingPassword: string): Promise<void> {
    const first = await this.call<{ resetTicket: string }>('operator/password-login', {
      account,
      password: await this.encrypt(firstPassword),
    });
    const resetTicket = first.rows[0]?.resetTicket;
    if (first.status !== '10043' || !resetTicket) {
      throw new Error(`expected an expired first password for ${account}, got ${first.status} ${first.msg}`);
    }
    await this.rowsOf('operator/modify-expired-password', {
      resetTicket,
      password: await this.encrypt(lastingPassword),
    });
  }
}
