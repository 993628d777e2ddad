/// <reference types="node" />
// The shim's tokens (test code only): unsigned JWTs, which the shim trusts as PostgREST trusts a signed one.
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned JWT (alg none) with these claims: enough for the shim, which trusts the payload. */
export function testJwt(claims: Record<string, unknown>): string {
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}
