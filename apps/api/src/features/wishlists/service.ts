import {
  WISHLIST_LIMITS,
  WISHLIST_MESSAGES,
  WISHLIST_NAMES,
  combinedListQuantity,
  listQuantityRefusal,
  optionsKeyOf,
  pricingOf,
  validateOptions,
  type ResponseMessage,
  type Wishlist,
  type WishlistGrant,
  type WishlistListResponse,
} from '@spesa/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { refusal } from '../../http/app-error';
import { countAttempts, recordAttempts } from '../../http/throttle-repo';
import { enqueueMail, mailBrandOf } from '../mail';
import { LIST_INVITATION_KIND, listInvitationMail } from './mails';
import type { BrandRow } from '../brands';
import type { UserRow } from '../users';
import * as repo from './repo';
import type { ListLine, ListRow } from './repo';
import type { WishedLine } from '../cart';
import { listLines, productsFor, shopperWarehouse, toWishlists, type WishlistDeps } from './view';

const info = (code: string, text: string): ResponseMessage => ({ code, info: text });

export const listNotFound = (field = 'list_id') =>
  refusal('wishlist.not_found', WISHLIST_MESSAGES.listNotFound, field);

/** What a change needs of the person asking: to edit the list's items, or to be its owner. */
type Need = 'edit' | 'owner';

/**
 * docs/rules/lists.md Sharing: a READ share edits nothing, an EDIT share
 * changes the items and the name, and only the owner deletes, shares or
 * makes a list the default. 'I più acquistati' follows the deliveries alone.
 */
function refusalFor(list: ListRow, need: Need) {
  if (list.access === 'READ')
    return refusal('wishlist.read_only', WISHLIST_MESSAGES.readOnly, 'list_id');
  if (list.kind === 'purchased')
    return refusal('wishlist.fixed', WISHLIST_MESSAGES.purchasedAutomatic, 'list_id');
  if (need === 'owner' && list.access !== 'OWNER')
    return refusal('wishlist.owner_only', WISHLIST_MESSAGES.ownerOnly, 'list_id');
  return null;
}

/**
 * A change of one list in a transaction that holds the list's row lock,
 * looked up with the person asking; the list's version moves with it.
 */
async function changeList<T>(
  db: Db,
  user: UserRow,
  listId: number,
  need: Need,
  work: (tx: Db, list: ListRow) => Promise<T>,
  listField = 'list_id',
): Promise<{ value: T; list: ListRow }> {
  return db.transaction(async (tx) => {
    const list = await repo.lockList(tx, user.userId, listId);
    if (!list) throw listNotFound(listField);
    const refused = refusalFor(list, need);
    if (refused) throw refused;
    const value = await work(tx, list);
    await repo.touchList(tx, listId);
    return { value, list };
  });
}

/** The list as `user` reaches it, for reading: own or shared with any grant. */
export async function readableList(db: Db, user: UserRow, listId: number, field = 'list_id') {
  const list = await repo.findList(db, user.userId, listId);
  if (!list) throw listNotFound(field);
  return list;
}

async function oneList(db: Db, user: UserRow, listId: number): Promise<Wishlist> {
  const [shown] = await toWishlists(db, [await readableList(db, user, listId)]);
  return shown!;
}

/** wishlist/list: a page of the shopper's lists; Preferiti and 'I più acquistati' always among them. */
export async function listLists(
  db: Db,
  user: UserRow,
  page: number,
  pageSize: number,
): Promise<WishlistListResponse> {
  await repo.ensureSpecialLists(db, user.userId, WISHLIST_NAMES);
  const { rows, total } = await repo.listPage(db, user.userId, (page - 1) * pageSize, pageSize);
  const invitations = await repo.pendingInvitations(
    db,
    user.userId,
    WISHLIST_LIMITS.invitationsShown,
  );
  return {
    personalList: {
      lists: await toWishlists(db, rows),
      page: { page, pageSize, totItems: total, totPages: Math.ceil(total / pageSize) },
    },
    invitations: invitations.map(({ listId, name, grant, firstName, lastName }) => ({
      listId,
      name,
      grant,
      owner: { firstName, lastName },
    })),
  };
}

/** wishlist/insert: a new named list, at most WISHLIST_LIMITS.listsPerShopper of them. */
export async function insertList(db: Db, user: UserRow, name: string) {
  const listId = await db.transaction(async (tx) => {
    await repo.lockOwner(tx, user.userId);
    if ((await repo.countOwnLists(tx, user.userId)) >= WISHLIST_LIMITS.listsPerShopper)
      throw refusal('wishlist.too_many_lists', WISHLIST_MESSAGES.tooManyLists, 'name');
    return repo.insertList(tx, user.userId, name);
  });
  return {
    list: await oneList(db, user, listId),
    infos: [info('wishlist.created', WISHLIST_MESSAGES.listCreated(name))],
  };
}

/** wishlist/update: a new name; the owner or an EDIT share; not Preferiti. */
export async function renameList(db: Db, user: UserRow, listId: number, name: string) {
  await changeList(db, user, listId, 'edit', async (tx, list) => {
    if (list.kind === 'favourites')
      throw refusal('wishlist.fixed', WISHLIST_MESSAGES.favouritesFixed, 'list_id');
    await repo.renameList(tx, listId, name);
  });
  return {
    list: await oneList(db, user, listId),
    infos: [info('wishlist.renamed', WISHLIST_MESSAGES.listRenamed(name))],
  };
}

/** wishlist/delete: the owner's named lists only; its shares go with it. */
export async function deleteList(db: Db, user: UserRow, listId: number) {
  const { list } = await changeList(db, user, listId, 'owner', async (tx, locked) => {
    if (locked.kind === 'favourites')
      throw refusal('wishlist.fixed', WISHLIST_MESSAGES.favouritesFixed, 'list_id');
    await repo.deleteList(tx, listId);
  });
  return [info('wishlist.deleted', WISHLIST_MESSAGES.listDeleted(list.name))];
}

/** wishlist/select: the owner's default list, where a quick add goes. */
export async function selectList(db: Db, user: UserRow, listId: number) {
  const { list } = await changeList(db, user, listId, 'owner', (tx) =>
    repo.makeDefault(tx, user.userId, listId),
  );
  return {
    list: await oneList(db, user, listId),
    infos: [info('wishlist.default', WISHLIST_MESSAGES.defaultSet(list.name))],
  };
}

/**
 * wishlist/add_prod: each product to its item (same product and options),
 * all or nothing. A product already in the list adds its quantity, on the
 * product's grid. Without a quantity, the product's first add.
 */
export async function addProducts(
  deps: WishlistDeps,
  brand: BrandRow,
  user: UserRow,
  listId: number,
  items: readonly {
    productId: number;
    quantity?: number | undefined;
    selectOptions?: Record<string, string> | undefined;
  }[],
) {
  // Products are read before the transaction: embedded PGlite has one connection.
  await readableList(deps.db, user, listId, 'wishlistId');
  const warehouseId = await shopperWarehouse(deps.db, brand, user);
  const shown = await productsFor(
    deps,
    brand.brandId,
    warehouseId,
    items.map((i) => i.productId),
  );
  const planned = items.map((item, index) => {
    const product = shown.get(item.productId)?.product;
    if (!product)
      throw refusal(
        'wishlist.product_not_found',
        WISHLIST_MESSAGES.productNotFound,
        `items.${index}.productId`,
      );
    const rules = pricingOf(product).rules;
    const chosen = item.selectOptions ?? {};
    // Options may wait for the cart; chosen ones must be the product's.
    const badOption = Object.keys(chosen).length > 0 ? validateOptions(rules, chosen) : null;
    if (badOption?.code === 'cart.invalid_option')
      throw refusal(badOption.code, badOption.message, `items.${index}.selectOptions`);
    const quantity = item.quantity ?? rules.first;
    const refused = listQuantityRefusal(rules, quantity);
    if (refused) throw refusal(refused.code, refused.message, `items.${index}.quantity`);
    return { product, rules, chosen, optionsKey: optionsKeyOf(chosen), quantity };
  });

  const { list } = await changeList(
    deps.db,
    user,
    listId,
    'edit',
    async (tx, locked) => {
      const held = new Map(
        (
          await repo.linesOfProducts(
            tx,
            locked.listId,
            items.map((i) => i.productId),
          )
        ).map((l) => [`${l.productId}|${l.optionsKey}`, l.quantity ?? 0]),
      );
      const fresh = new Set(
        planned
          .map((p) => `${p.product.productId}|${p.optionsKey}`)
          .filter((key) => !held.has(key)),
      );
      if ((await repo.countItems(tx, locked.listId)) + fresh.size > WISHLIST_LIMITS.itemsPerList)
        throw refusal('wishlist.too_many_items', WISHLIST_MESSAGES.tooManyItems, 'items');
      for (const p of planned) {
        const key = `${p.product.productId}|${p.optionsKey}`;
        const before = held.get(key);
        const quantity =
          before === undefined ? p.quantity : combinedListQuantity(p.rules, before, p.quantity);
        held.set(key, quantity);
        await repo.putLine(tx, locked.listId, {
          productId: p.product.productId,
          selectOptions: p.chosen,
          optionsKey: p.optionsKey,
          quantity,
        });
      }
    },
    'wishlistId',
  );
  return planned.length === 1
    ? [
        info(
          'wishlist.product_added',
          WISHLIST_MESSAGES.productAdded(planned[0]!.product.name, list.name),
        ),
      ]
    : [info('wishlist.products_added', WISHLIST_MESSAGES.productsAdded(planned.length, list.name))];
}

const itemNotFound = (index: number) =>
  refusal('wishlist.item_not_found', WISHLIST_MESSAGES.itemNotFound, `items.${index}.itemId`);

/** wishlist/update_prods: new quantities in the selling unit; 0 removes the item. */
export async function updateProducts(
  deps: WishlistDeps,
  brand: BrandRow,
  user: UserRow,
  listId: number,
  updates: readonly { itemId: number; quantity: number }[],
) {
  await readableList(deps.db, user, listId, 'wishlistId');
  const known = await repo.linesById(
    deps.db,
    listId,
    updates.map((u) => u.itemId),
  );
  const warehouseId = await shopperWarehouse(deps.db, brand, user);
  const shown = await productsFor(
    deps,
    brand.brandId,
    warehouseId,
    known.map((l) => l.productId),
  );
  const { value: removed, list } = await changeList(
    deps.db,
    user,
    listId,
    'edit',
    async (tx, locked) => {
      const lines = await repo.linesById(
        tx,
        locked.listId,
        updates.map((u) => u.itemId),
      );
      const gone: ListLine[] = [];
      for (const [index, { itemId, quantity }] of updates.entries()) {
        const line = lines.find((l) => l.itemId === itemId);
        if (!line) throw itemNotFound(index);
        if (quantity === 0) {
          gone.push(line);
          continue;
        }
        const product = shown.get(line.productId)?.product;
        // A product no warehouse sells any more keeps its quantity: it can only be removed.
        if (!product)
          throw refusal(
            'wishlist.product_not_found',
            WISHLIST_MESSAGES.productNotFound,
            `items.${index}.quantity`,
          );
        const refused = listQuantityRefusal(pricingOf(product).rules, quantity);
        if (refused) throw refusal(refused.code, refused.message, `items.${index}.quantity`);
        await repo.setLineQuantity(tx, locked.listId, itemId, quantity);
      }
      await repo.deleteLines(
        tx,
        locked.listId,
        gone.map((l) => l.itemId),
      );
      return gone;
    },
    'wishlistId',
  );
  return removedInfos(removed, list);
}

function removedInfos(removed: readonly ListLine[], list: ListRow): ResponseMessage[] {
  if (removed.length === 0) return [];
  return removed.length === 1
    ? [
        info(
          'wishlist.product_removed',
          WISHLIST_MESSAGES.productRemoved(removed[0]!.name, list.name),
        ),
      ]
    : [
        info(
          'wishlist.products_removed',
          WISHLIST_MESSAGES.productsRemoved(removed.length, list.name),
        ),
      ];
}

/** wishlist/delete_prods: removes items; a productId, when given, must be the item's. */
export async function deleteProducts(
  db: Db,
  user: UserRow,
  listId: number,
  targets: readonly { itemId: number; productId?: number | undefined }[],
) {
  const { value: removed, list } = await changeList(
    db,
    user,
    listId,
    'edit',
    async (tx, locked) => {
      const lines = await repo.linesById(
        tx,
        locked.listId,
        targets.map((t) => t.itemId),
      );
      const removed = targets.map(({ itemId, productId }, index) => {
        const line = lines.find((l) => l.itemId === itemId);
        if (!line || (productId !== undefined && line.productId !== productId))
          throw itemNotFound(index);
        return line;
      });
      await repo.deleteLines(
        tx,
        locked.listId,
        removed.map((l) => l.itemId),
      );
      return removed;
    },
    'wishlistId',
  );
  return removedInfos(removed, list);
}

/** What sharing needs of the app: the database, and the brands for the invitation's mail. */
export type ShareDeps = Pick<FastifyInstance, 'db' | 'brands'>;

const invitationsKey = (userId: number) => `list-invitations:user:${userId}`;
const DAY_MS = 24 * 60 * 60_000;

/**
 * wishlist/share: the owner invites another account of the brand to READ or
 * EDIT a named list. The answer is the same whether or not the address has an
 * account (docs/rules/lists.md Sharing): only its owner learns of it, by the
 * invitation's mail, and the list is theirs to see once they accept. Each
 * invitation counts towards the sender's daily limit, whoever it reached.
 */
export async function shareList(
  deps: ShareDeps,
  brand: BrandRow,
  user: UserRow,
  listId: number,
  email: string,
  grant: WishlistGrant,
) {
  const { db } = deps;
  const sent = await countAttempts(
    db,
    [invitationsKey(user.userId)],
    new Date(Date.now() - DAY_MS),
  );
  if ((sent.get(invitationsKey(user.userId)) ?? 0) >= WISHLIST_LIMITS.invitationsPerDay)
    throw refusal('wishlist.too_many_invitations', WISHLIST_MESSAGES.tooManyInvitations, 'email');
  const account = await repo.findAccountByEmail(db, brand.brandId, email);
  const origin = deps.brands.originOf(brand);
  await changeList(db, user, listId, 'owner', async (tx, list) => {
    if (list.kind !== 'list')
      throw refusal('wishlist.fixed', WISHLIST_MESSAGES.shareKind, 'list_id');
    if (email === user.email.toLowerCase())
      throw refusal('wishlist.share_self', WISHLIST_MESSAGES.shareSelf, 'email');
    const before = account ? await repo.shareWith(tx, listId, account.userId) : undefined;
    // Only a share its owner sees (accepted) is exempt: any other answer would tell an account apart.
    if (
      !before?.acceptedAt &&
      (await repo.countShares(tx, listId)) >= WISHLIST_LIMITS.sharesPerList
    )
      throw refusal('wishlist.too_many_shares', WISHLIST_MESSAGES.tooManyShares, 'email');
    await recordAttempts(tx, [invitationsKey(user.userId)]);
    if (!account) return;
    await repo.putShare(tx, listId, account.userId, grant);
    if (before?.acceptedAt) return;
    await enqueueMail(tx, deps, {
      brandId: brand.brandId,
      kind: LIST_INVITATION_KIND,
      to: account.email,
      ...listInvitationMail(mailBrandOf(brand, origin), {
        firstName: account.firstName,
        owner: `${user.firstName} ${user.lastName}`.trim(),
        list: list.name,
        listId,
        canEdit: grant === 'EDIT',
      }),
    });
  });
  return {
    list: await oneList(db, user, listId),
    infos: [info('wishlist.invited', WISHLIST_MESSAGES.invited(email))],
  };
}

/**
 * wishlist/unshare: the owner stops sharing the list with that address, an
 * invitation not yet answered included; the same answer whether there was a
 * share or not, so that it tells no more than sharing does.
 */
export async function unshareList(
  db: Db,
  brand: BrandRow,
  user: UserRow,
  listId: number,
  email: string,
) {
  const account = await repo.findAccountByEmail(db, brand.brandId, email);
  await changeList(db, user, listId, 'owner', async (tx) => {
    if (account) await repo.deleteShare(tx, listId, account.userId);
  });
  return {
    list: await oneList(db, user, listId),
    infos: [info('wishlist.unshared', WISHLIST_MESSAGES.unshared(email))],
  };
}

/** wishlist/accept: the recipient accepts an invitation; the list joins theirs. */
export async function acceptInvitation(db: Db, user: UserRow, listId: number) {
  if (!(await repo.acceptShare(db, listId, user.userId))) throw listNotFound();
  const list = await oneList(db, user, listId);
  return { list, infos: [info('wishlist.accepted', WISHLIST_MESSAGES.accepted(list.name))] };
}

/** wishlist/leave: the recipient declines an invitation or leaves a list shared with them. */
export async function leaveShare(db: Db, user: UserRow, listId: number) {
  const share = await repo.shareWith(db, listId, user.userId);
  if (!share || !(await repo.deleteShare(db, listId, user.userId))) throw listNotFound();
  return [info('wishlist.left', WISHLIST_MESSAGES.left(share.name))];
}

/** The list's products for the cart: any list the shopper reaches, a READ share included. */
export async function wishedLinesOf(db: Db, user: UserRow, listId: number): Promise<WishedLine[]> {
  const list = await readableList(db, user, listId);
  return (await listLines(db, list)).map(({ productId, name, selectOptions, quantity }) => ({
    productId,
    name,
    selectOptions,
    quantity,
  }));
}
