import { Ajv, type ErrorObject, type Options, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { AppError, Code } from './errors.ts';
import type { MessageKey } from './messages.ts';

// ajv-formats ships CommonJS with a default export; under NodeNext the callable sits on .default.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

/** OpenAPI keywords that carry documentation only. */
const ANNOTATIONS = ['example', 'x-enum-varnames', 'xml', 'externalDocs'];

function makeAjv(coerce: boolean): Ajv {
  const options: Options = {
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
    allErrors: false,
    discriminator: true,
    strict: true,
    strictRequired: false,
    strictTypes: false,
    allowUnionTypes: true,
  };
  const ajv = new Ajv(options);
  addFormats(ajv);
  ajv.addVocabulary(ANNOTATIONS);
  return ajv;
}

/**
 * Ajv picks the oneOf branch by the discriminator's property but does not take OpenAPI's
 * `mapping` (which the contract keeps for the generated types and the docs).
 */
function withoutMappings(schema: unknown): object {
  return JSON.parse(JSON.stringify(schema), (key, value: unknown) => {
    if (key === 'discriminator' && value && typeof value === 'object')
      return { propertyName: (value as { propertyName: string }).propertyName };
    return value;
  }) as object;
}

/**
 * Bodies are validated without coercion (a number sent for a string is a wrong type), while
 * query strings and headers, which arrive as text, are coerced to the schema's types.
 */
export function createValidatorCompiler(skipBodyFor: Set<string>): FastifySchemaCompiler<unknown> {
  const strict = makeAjv(false);
  const coercing = makeAjv(true);
  return ({ schema, httpPart, url }) => {
    if (httpPart === 'body' && skipBodyFor.has(url)) return () => true;
    const ajv = httpPart === 'body' ? strict : coercing;
    // Compiled on first use: compiling all ~100 schemas up front cost ~250 ms of every start.
    let compiled: ValidateFunction | undefined;
    const validate = (data: unknown) => {
      compiled ??= ajv.compile(withoutMappings(schema));
      const ok = compiled(data);
      validate.errors = compiled.errors;
      return ok;
    };
    validate.errors = null as ValidateFunction['errors'];
    return validate as ReturnType<FastifySchemaCompiler<unknown>>;
  };
}

/**
 * Responses: in production plain JSON.stringify (fast to start, fast to run; handlers build their
 * output field by field). Under test every response is first validated against the contract, so a
 * handler that drifts from its schema fails its tests.
 */
export function createSerializerCompiler(validate: boolean): FastifySerializerCompiler<unknown> {
  if (!validate) return () => (data) => JSON.stringify(data);
  const ajv = makeAjv(false);
  return ({ schema, url, method }) => {
    const check = ajv.compile(schema as object);
    return (data) => {
      if (!check(data)) throw new Error(`response of ${method} ${url} breaks the contract: ${ajv.errorsText(check.errors)}`);
      return JSON.stringify(data);
    };
  };
}

/** Field-specific messages from the spec, by field and failing keyword. */
const FIELD_MESSAGES: Record<string, Partial<Record<string, MessageKey>>> = {
  username: { required: 'username_required', minLength: 'username_format', maxLength: 'username_format', pattern: 'username_format' },
  password: { required: 'password_required', minLength: 'password_rule', pattern: 'password_rule', maxLength: 'password_rule' },
  old_password: { required: 'old_password_required', minLength: 'old_password_required' },
  nickname: { required: 'nickname_required', minLength: 'nickname_required' },
  email: { required: 'email_required', format: 'email_format', maxLength: 'email_format' },
  tel: { required: 'mobile_required', pattern: 'mobile_format' },
  phone: { pattern: 'mobile_format' },
  code: { required: 'code_required', pattern: 'code_format', minLength: 'code_required' },
  content: { required: 'content_empty', minLength: 'content_empty' },
  agree: { required: 'agree_required', const: 'agree_required', type: 'agree_required' },
  tax_number: { pattern: 'tax_number_format', maxLength: 'tax_number_format' },
  zip: { pattern: 'zip_format', maxLength: 'zip_format' },
  coupon_code: { pattern: 'coupon_not_found', minLength: 'field_required' },
};

export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
}

/** Turns the first schema error into an AppError whose message names the field. */
export function validationToAppError(errors: ValidationIssue[], context: string | undefined): AppError {
  const err = errors[0] as ErrorObject | undefined;
  if (!err) return new AppError(Code.BadInput, 'field_type', { field: context ?? 'body' });
  const path = err.instancePath.split('/').filter(Boolean);
  let field = path[path.length - 1] ?? '';
  if (err.keyword === 'required') field = String(err.params.missingProperty ?? field);
  if (err.keyword === 'discriminator') field = String(err.params.tag ?? 'type');
  if (err.keyword === 'minProperties' && !field) return new AppError(Code.BadInput, 'nothing_to_change');
  if (!field) {
    // A body that is JSON but not an object (an array, a string, a number) is malformed, not empty.
    if (context === 'body' && err.keyword === 'type') return new AppError(Code.BadInput, 'body_format');
    return new AppError(Code.BadInput, context === 'body' ? 'body_empty' : 'field_type', { field: context ?? 'body' });
  }
  const special = FIELD_MESSAGES[field]?.[err.keyword];
  if (special) return new AppError(Code.BadInput, special, {}, null, field);
  switch (err.keyword) {
    case 'required':
      return new AppError(Code.BadInput, 'field_required', { field }, null, field);
    case 'maxLength':
      return new AppError(Code.BadInput, 'field_too_long', { field, limit: Number(err.params.limit) }, null, field);
    case 'minLength':
      return new AppError(
        Code.BadInput,
        Number(err.params.limit) <= 1 ? 'field_required' : 'field_too_short',
        { field, limit: Number(err.params.limit) },
        null,
        field,
      );
    case 'enum':
    case 'const':
    case 'discriminator': {
      const allowed =
        (err.params.allowedValues as unknown[] | undefined) ?? (err.params.allowedValue !== undefined ? [err.params.allowedValue] : []);
      return new AppError(Code.BadInput, 'field_enum', { field, allowed: allowed.join(', ') }, null, field);
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
    case 'multipleOf':
    case 'maxItems':
    case 'minItems':
      return new AppError(Code.BadInput, 'field_range', { field }, null, field);
    case 'format':
    case 'pattern':
      return new AppError(Code.BadInput, 'field_format', { field }, null, field);
    default:
      return new AppError(Code.BadInput, 'field_type', { field }, null, field);
  }
}
