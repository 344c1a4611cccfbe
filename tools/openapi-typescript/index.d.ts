/** The TypeScript types of an OpenAPI document (its `paths`, `components`, `operations`), as openapi-fetch takes them. */
export function clientTypes(document: object): Promise<string>;
