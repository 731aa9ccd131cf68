import { useCallback, useEffect, useMemo } from 'react';
import { ROLES, type Animal } from '@petfoster/contracts';
import {
  notify,
  serverCode,
  useLogError,
  useQuery,
  useQueryClient,
  useSession,
  type QueryKey,
} from '@petfoster/platform';
import { favouritesApi, favouritesQueryKey } from './favourites-api';
import { forgetPendingFavourite, takePendingFavourite } from './pending-favourite';
import { FAVOURITE_SCREEN_TEXTS as T } from './texts';

type QueryClient = ReturnType<typeof useQueryClient>;

/** The writes of each animal, one after the other: a quick double tap reaches the API in the order it was made. */
const queues = new Map<number, Promise<unknown>>();
/** Writes not yet answered: the list is read again only once none is, or it would undo the taps still on their way. */
let inFlight = 0;

function withAnimal(list: Animal[] | undefined, animal: Animal, keep: boolean, at = 0): Animal[] {
  const others = (list ?? []).filter((shown) => shown.id !== animal.id);
  if (!keep) return others;
  return [...others.slice(0, at), animal, ...others.slice(at)];
}

/**
 * Keeps or drops one animal: the cache shows it at once, the API is told in the background, and a refusal puts the
 * heart back as it was with an error toast ('favourites_full' says why). Resolves to whether the API agreed.
 */
async function write(queryClient: QueryClient, key: QueryKey, animal: Animal, keep: boolean): Promise<boolean> {
  const before = queryClient.getQueryData<Animal[]>(key);
  const position = Math.max(0, before?.findIndex((shown) => shown.id === animal.id) ?? 0);
  const wasKept = Boolean(before?.some((shown) => shown.id === animal.id));
  await queryClient.cancelQueries({ queryKey: key });
  queryClient.setQueryData<Animal[]>(key, (list) => withAnimal(list, animal, keep));
  inFlight += 1;
  const previous = queues.get(animal.id) ?? Promise.resolve();
  const sent = previous.then(() => (keep ? favouritesApi.add(animal.id) : favouritesApi.remove(animal.id)));
  queues.set(
    animal.id,
    sent.catch(() => undefined),
  );
  try {
    await sent;
    return true;
  } catch (error) {
    console.error(error);
    // Only this animal goes back: another heart tapped meanwhile keeps its own state.
    queryClient.setQueryData<Animal[]>(key, (list) => withAnimal(list, animal, wasKept, position));
    const full = keep && (await serverCode(error)) === 'favourites_full';
    notify.error(full ? T.full : keep ? T.addFailed(animal.name) : T.removeFailed(animal.name), {
      id: `favourite-${animal.id}`,
    });
    return false;
  } finally {
    inFlight -= 1;
    if (inFlight === 0) {
      queues.clear();
      void queryClient.invalidateQueries({ queryKey: key });
    }
  }
}

/** An animal known only by its id (a visitor's tap kept over the login): the list read after the write names it. */
async function keepPending(queryClient: QueryClient, key: QueryKey, animalId: number): Promise<void> {
  try {
    await favouritesApi.add(animalId);
  } catch (error) {
    console.error(error);
    const full = (await serverCode(error)) === 'favourites_full';
    notify.error(full ? T.full : T.pendingFailed, { id: `favourite-${animalId}` });
  }
  // The first read of the list may have left before the write arrived: it is dropped (a read with no answer yet
  // would otherwise be shared instead of sent again), and the list read anew.
  await queryClient.cancelQueries({ queryKey: key });
  await queryClient.invalidateQueries({ queryKey: key });
}

export interface Favourites {
  /** A family, who keeps favourites; a visitor is asked to log in; any other account has no heart. */
  canKeep: boolean;
  isVisitor: boolean;
  /** The kept animals, the last one kept first; undefined until read (and for anyone but a family). */
  animals: Animal[] | undefined;
  isPending: boolean;
  error: unknown;
  refetch(): void;
  isKept(animalId: number): boolean;
  /** Keeps the animal or drops it, shown at once; resolves to whether the API agreed. */
  setKept(animal: Animal, keep: boolean): Promise<boolean>;
}

/**
 * The signed-in family's favourites (docs/product.md#favourites), one implementation for the catalogue's hearts and
 * the family's 'Mes favoris'. It also keeps, once the family is signed in, the animal it tapped as a visitor.
 */
export function useFavourites(): Favourites {
  const session = useSession();
  const queryClient = useQueryClient();
  // The role, not the access policy's can(): the catalogue loads this at start-up, and the policy's table is larger
  // than everything else here (the API checks 'favourite.add' on every call anyway).
  const canKeep = session.isLoggedIn && session.role === ROLES.family;
  const isVisitor = !session.isLoggedIn;
  const key = useMemo(() => favouritesQueryKey(session.userId), [session.userId]);
  const query = useQuery({ queryKey: key, queryFn: () => favouritesApi.list(), enabled: canKeep });
  useLogError(query.error);

  useEffect(() => {
    if (!session.isLoggedIn) return;
    if (!canKeep) {
      // An association signed in from the heart's login: it keeps no favourite.
      forgetPendingFavourite();
      return;
    }
    const animalId = takePendingFavourite();
    if (animalId !== null) void keepPending(queryClient, key, animalId);
  }, [session.isLoggedIn, canKeep, queryClient, key]);

  const kept = useMemo(() => new Set((query.data ?? []).map((animal) => animal.id)), [query.data]);
  const isKept = useCallback((animalId: number) => kept.has(animalId), [kept]);
  const setKept = useCallback(
    (animal: Animal, keep: boolean) => write(queryClient, key, animal, keep),
    [queryClient, key],
  );
  const { refetch } = query;
  return {
    canKeep,
    isVisitor,
    animals: canKeep ? query.data : undefined,
    isPending: canKeep && query.isPending,
    error: query.error,
    refetch: useCallback(() => void refetch(), [refetch]),
    isKept,
    setKept,
  };
}
