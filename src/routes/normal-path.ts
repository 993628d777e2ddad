// An address as pages are named: without trailing slashes ('/' stays '/'). Its own file, so the boot script
// (src/app/prerender/boot.ts, inline in every page) takes it without the route table.
export function normalPath(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}
