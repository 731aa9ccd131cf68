import type { OpenAPIObject } from '@nestjs/swagger';
import { ENDPOINTS } from '@petfoster/contracts';

type Verb = 'get' | 'post' | 'put' | 'delete';

/**
 * Names each operation of /api/docs as the endpoint table of @petfoster/contracts does (operationId), and says which
 * access action it performs (x-access-action): a client generated from the document and the typed client of the
 * front ends then call an endpoint by the same name. Bodies and queries are already described from the table's
 * schema objects (the routes parse with them); answers are TypeScript types there, so the controllers' response
 * decorators still describe them.
 */
export function nameOperations(document: OpenAPIObject): OpenAPIObject {
  for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
    const operation = document.paths[endpoint.path.replace(/:(\w+)/g, '{$1}')]?.[endpoint.method.toLowerCase() as Verb];
    // A route missing from the document is reported by the contract test (api/test/contract), not here.
    if (!operation) continue;
    operation.operationId = name;
    Object.assign(operation, { 'x-access-action': endpoint.action });
  }
  return document;
}
