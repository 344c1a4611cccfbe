// openapi-typescript, run with this folder's TypeScript 5: its generator is
// built on the TypeScript 5 compiler API, which the repository's TypeScript 7
// does not have.
import openapiTS, { astToString } from 'openapi-typescript';

/** The TypeScript types of an OpenAPI document (its `paths`, `components`, `operations`), as openapi-fetch takes them. */
export async function clientTypes(document) {
  return astToString(await openapiTS(document));
}
