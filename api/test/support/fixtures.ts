import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Animal, FosterRequest } from '@petfoster/contracts';
import type { Api } from './http';
import { decodeJwt } from './jwt';

let sequence = 0;
/** Unique per process and call, so files never collide even on a shared MariaDB server. */
export function uniqueEmail(prefix: string): string {
  sequence += 1;
  return `${prefix}.${process.pid}.${Date.now().toString(36)}.${sequence}@example.com`;
}

export const PASSWORD = 'Tortue42Zebre';

export function familyPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    role: 'family',
    lastname: 'Martin',
    firstname: 'Julie',
    email: uniqueEmail('family'),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    address: '12 rue des Lilas',
    city: 'Lyon',
    zip_code: '69001',
    phone_number: '0612345678',
    houseType: '1',
    garden: true,
    owned_animals: '2',
    description: 'Une famille qui aime les animaux.',
    url_image: null,
    ...overrides,
  };
}

export function associationPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    role: 'association',
    lastname: 'Durand',
    firstname: 'Paul',
    email: uniqueEmail('asso'),
    password: PASSWORD,
    confirmPassword: PASSWORD,
    address: '3 place Bellecour',
    city: 'Lyon',
    zip_code: '69002',
    phone_number: '0478000000',
    name_association: 'Les Pattes Lyonnaises',
    RNA_code: 'W691234567',
    description: 'Refuge associatif pour chats et chiens.',
    url_image: null,
    ...overrides,
  };
}

export interface Session {
  token: string;
  role: string;
  userId: number;
  familyId?: number;
  associationId?: number;
}

export interface FamilyAccount extends Session {
  familyId: number;
  email: string;
  password: string;
  payload: Record<string, unknown>;
}

export interface AssociationAccount extends Session {
  associationId: number;
  email: string;
  password: string;
  payload: Record<string, unknown>;
}

export async function login(api: Api, email: string, password: string): Promise<Session> {
  const res = await api.anon.post('/login', { email, password });
  if (res.status !== 200 || typeof res.body?.token !== 'string') {
    throw new Error(`login ${email} failed: ${res.status} ${res.text}`);
  }
  const token: string = res.body.token;
  const { payload } = decodeJwt(token);
  return {
    token,
    role: String(payload.role),
    userId: Number(payload.userId),
    familyId: payload.familyId === undefined ? undefined : Number(payload.familyId),
    associationId: payload.associationId === undefined ? undefined : Number(payload.associationId),
  };
}

export async function registerFamily(api: Api, overrides: Record<string, unknown> = {}): Promise<FamilyAccount> {
  const payload = familyPayload(overrides);
  const res = await api.anon.post('/api/families', payload);
  if (res.status !== 201) throw new Error(`family registration failed: ${res.status} ${res.text}`);
  const session = await login(api, String(payload.email), String(payload.password));
  if (session.familyId === undefined) throw new Error(`family token without familyId: ${session.token}`);
  return {
    ...session,
    familyId: session.familyId,
    email: String(payload.email),
    password: String(payload.password),
    payload,
  };
}

/**
 * A registered association, signed in; verified unless `verified: false` (what the administrators' approval gives:
 * invitations and urgent appeals, docs/product.md#verified-associations).
 */
export async function registerAssociation(
  api: Api,
  overrides: Record<string, unknown> = {},
  { verified = true }: { verified?: boolean } = {},
): Promise<AssociationAccount> {
  const payload = associationPayload(overrides);
  const res = await api.anon.post('/api/associations', payload);
  if (res.status !== 201) throw new Error(`association registration failed: ${res.status} ${res.text}`);
  const session = await login(api, String(payload.email), String(payload.password));
  if (session.associationId === undefined) throw new Error(`association token without associationId: ${session.token}`);
  if (verified) await api.verifyAssociation?.(session.associationId);
  return {
    ...session,
    associationId: session.associationId,
    email: String(payload.email),
    password: String(payload.password),
    payload,
  };
}

export function animalPayload(association: { associationId: number }, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Minou',
    breed: 'Européen',
    date_of_birth: '2021-04-15',
    description: 'Un chat calme et câlin.',
    gender: 'mâle',
    url_image: null,
    species_id: 2,
    association_id: association.associationId,
    ...overrides,
  };
}

export async function createAnimal(
  api: Api,
  association: AssociationAccount,
  overrides: Record<string, unknown> = {},
): Promise<Animal> {
  const res = await api.as(association.token).post('/api/animals', animalPayload(association, overrides));
  if (res.status !== 201) throw new Error(`animal creation failed: ${res.status} ${res.text}`);
  return res.body as Animal;
}

export async function createRequest(
  api: Api,
  family: FamilyAccount,
  animal: Pick<Animal, 'id' | 'association_id'>,
  motivation = 'Nous avons un grand jardin et beaucoup de temps.',
): Promise<FosterRequest> {
  const res = await api.as(family.token).post('/api/animals/requests', {
    association_id: animal.association_id,
    animal_id: animal.id,
    motivation,
    family_id: family.familyId,
  });
  if (res.status !== 201) throw new Error(`request creation failed: ${res.status} ${res.text}`);
  return res.body as FosterRequest;
}

export async function decide(api: Api, association: Session, requestId: number, status: string) {
  return api.as(association.token).put('/api/associations/requests-mods', { id: requestId, status });
}

/** Where a stored `/uploads/...` URL lives on disk. */
export function uploadPath(uploadDir: string, url: string): string {
  const relative = url.replace(/^\/uploads\//, '').split('?')[0];
  return join(uploadDir, ...relative.split('/'));
}

export const fileExists = (path: string) => existsSync(path);
