'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { ApiProvider } from '@/lib/api-client/provider';
import { useApiClient } from '@/lib/api-client/use-api-client';

/** A zod 4 schema, as @hookform/resolvers takes it. */
export type FormSchema = Parameters<typeof zodResolver>[0];

/** What the form gets once this module has loaded: react-hook-form's methods and the POST. */
export type FormEngine = { methods: UseFormReturn<FieldValues>; post: (body: FieldValues) => Promise<unknown> };

export type ApiFormEngineProps = {
  schema: () => Promise<FormSchema>;
  toBody: (values: FieldValues) => FieldValues;
  path?: string;
  onReady: (engine: FormEngine) => void;
};

/**
 * The heavy half of useApiForm (react-hook-form, the zod resolver, React Query and the API
 * client), loaded on the form's first focus. It renders nothing: the form's fields are already
 * on the page and register with these methods, so nothing the visitor typed is lost.
 */
export function ApiFormEngine(props: ApiFormEngineProps) {
  return (
    <ApiProvider>
      <Engine {...props} />
    </ApiProvider>
  );
}

function Engine({ schema, toBody, path, onReady }: ApiFormEngineProps) {
  const client = useApiClient();
  // No default values: each field's value is read from the page when it registers. The
  // resolver is taken again on every render, so it always sees the form's current props.
  const methods = useForm({ resolver: (values, context, options) => resolveWith(schema, toBody(values), context, options) });
  const { mutateAsync } = useMutation({
    mutationFn: (body: FieldValues) => {
      if (!path) throw new Error('useApiForm needs `path` or `submit`');
      return client.post(path, body);
    },
  });
  useEffect(() => onReady({ methods, post: mutateAsync }), [methods, mutateAsync, onReady]);
  return null;
}

const resolvers = new WeakMap<object, Resolver<FieldValues>>();

/** The server's schema, loaded (with zod) on first use, checks the body the form would send. */
async function resolveWith(load: () => Promise<FormSchema>, body: FieldValues, ...rest: Parameters<Resolver<FieldValues>> extends [unknown, ...infer R] ? R : never) {
  const schema = await load();
  let resolve = resolvers.get(schema);
  if (!resolve) {
    resolve = zodResolver(schema) as unknown as Resolver<FieldValues>;
    resolvers.set(schema, resolve);
  }
  return resolve(body, ...rest);
}
