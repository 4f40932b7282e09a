import { handle } from 'hono/vercel';
import { getApiApp } from '@/lib/server/api-app';

const handler = handle(getApiApp());

export const GET = handler;
export const POST = handler;
export const PUT = handler;
export const DELETE = handler;
export const PATCH = handler;
export const OPTIONS = handler;
