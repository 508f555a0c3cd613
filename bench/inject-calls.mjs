// Console calls through fastify.inject of a server built in the bench process, signed in as one account.
import { constants, publicEncrypt } from 'node:crypto';
import { apiBasePath } from '@simdesk/contract';

/** Signs in through the form's call (the password encrypted as the web does); answers `call(path, obj)`. */
export async function signedInInjector(built, account, password) {
  const { app, services } = built;
  const encrypted = publicEncrypt(
    { key: services.keyPair.publicPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password),
  ).toString('base64');
  const call = async (callPath, obj, token) => {
    const response = await app.inject({
      method: 'POST',
      url: `${apiBasePath}/${callPath}`,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      payload: JSON.stringify({ obj }),
    });
    const answer = response.json();
    if (answer.status !== '0') throw new Error(`${callPath}: ${answer.status} ${answer.msg}`);
    return answer.rows;
  };
  const [login] = await call('operator/password-login', { account, password: encrypted });
  return { call, token: login.token, signedIn: (callPath, obj) => call(callPath, obj, login.token) };
}

/** The account's company and org path, for the raw side of a measure to scope its SQL as the console does. */
export async function callerScopeOf(raw, account) {
  const result = await raw.query(
    `SELECT o.company_id AS "companyId", g.path AS "orgPath" FROM operators o
     JOIN organizations g ON g.id = o.org_id WHERE o.account = $1`,
    [account],
  );
  return result.rows[0];
}
