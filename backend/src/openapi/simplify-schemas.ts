import type { OpenAPIObject } from '@nestjs/swagger';

/**
 * @nestjs/swagger wraps every enum reference in a one-element allOf; with nothing beside it the
 * wrapper says nothing, so it becomes the reference itself.
 */
export function simplifySchemas(document: OpenAPIObject): void {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (typeof node !== 'object' || node === null) return node;
    const entries = Object.entries(node as Record<string, unknown>).map(([key, value]) => [key, visit(value)]);
    const object = Object.fromEntries(entries) as Record<string, unknown>;
    const allOf = object.allOf;
    if (Array.isArray(allOf) && allOf.length === 1 && Object.keys(object).length === 1) return allOf[0];
    return object;
  };
  document.components = visit(document.components) as OpenAPIObject['components'];
  document.paths = visit(document.paths) as OpenAPIObject['paths'];
}
