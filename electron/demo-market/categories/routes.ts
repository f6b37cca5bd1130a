import { categoryTemplates } from '../data/categories';
import type { ParameterDefinition } from '../data/category-parameters';
import { categoryNode, childrenOf, type CategoryNode } from '../data/category-tree';
import { notFound } from '../http/errors';
import { json, type Ctx, type Route } from '../http/route';
import { pick } from '../http/pick';

/** CategoryDto: offers can be listed in leaves only; every demo leaf takes products and product offers. */
function categoryView(node: CategoryNode) {
  return {
    id: node.id,
    leaf: node.leaf,
    name: node.name,
    options: {
      advertisement: false,
      offersWithProductPublicationEnabled: node.leaf,
      productCreationEnabled: node.leaf,
      sellerCanRequirePurchaseComments: false,
    },
    parent: node.parentId === null ? null : { id: node.parentId },
  };
}

function restrictions(p: ParameterDefinition) {
  switch (p.type) {
    case 'dictionary':
      return { multipleChoices: p.multipleChoices };
    case 'integer':
      return { min: p.min, max: p.max, range: p.range };
    case 'float':
      return { min: p.min, max: p.max, range: p.range, precision: p.precision };
    case 'string':
      return {
        minLength: p.minLength,
        maxLength: p.maxLength,
        allowedNumberOfValues: p.allowedNumberOfValues,
      };
  }
}

/** CategoryParameter as the marketplace lists it: no conditions in the demo, so `requiredIf`/`displayedIf` are null. */
function parameterView(p: ParameterDefinition) {
  return {
    ...pick(p, 'id', 'name', 'type', 'required', 'requiredForProduct'),
    requiredIf: null,
    displayedIf: null,
    unit: p.unit,
    options: {
      ambiguousValueId: null,
      dependsOnParameterId: null,
      describesProduct: p.describesProduct,
      customValuesEnabled: false,
    },
    ...(p.type === 'dictionary'
      ? { dictionary: p.dictionary.map((d) => ({ ...pick(d, 'id', 'value'), dependsOnValueIds: [] })) }
      : {}),
    restrictions: restrictions(p),
  };
}

function nodeOf(ctx: Ctx): CategoryNode {
  const node = categoryNode(ctx.params.categoryId!);
  if (!node) throw notFound(`Category ${ctx.params.categoryId!}`, 'categoryId');
  return node;
}

/**
 * Document 1's catalogue: the category tree (`parent.id` lists a category's children; without it, the main
 * categories), one category, and a category's parameters (none for a branch). Public data: a seller's token or
 * an application token.
 */
export function categoryRoutes(): Route[] {
  return [
    {
      method: 'GET',
      path: '/sale/categories',
      auth: 'any',
      handle(ctx) {
        const parentId = ctx.query.string('parent.id');
        if (parentId !== undefined && !categoryNode(parentId))
          throw notFound(`Category ${parentId}`, 'parent.id');
        return json(200, { categories: childrenOf(parentId ?? null).map(categoryView) });
      },
    },
    {
      method: 'GET',
      path: '/sale/categories/:categoryId',
      auth: 'any',
      handle: (ctx) => json(200, categoryView(nodeOf(ctx))),
    },
    {
      method: 'GET',
      path: '/sale/categories/:categoryId/parameters',
      auth: 'any',
      handle(ctx) {
        const node = nodeOf(ctx);
        const template = categoryTemplates.find((t) => t.id === node.id);
        return json(200, { parameters: (template?.parameters ?? []).map(parameterView) });
      },
    },
  ];
}
