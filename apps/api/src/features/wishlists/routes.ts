import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  WISHLIST_LIMITS,
  WISHLIST_MESSAGES,
  WishlistAddRequestSchema,
  WishlistConfirmRequestSchema,
  WishlistDeleteItemsRequestSchema,
  WishlistDeleteResponseSchema,
  WishlistIdQuerySchema,
  WishlistInsertQuerySchema,
  WishlistListQuerySchema,
  WishlistListResponseSchema,
  WishlistOneResponseSchema,
  WishlistShareAnswerRequestSchema,
  WishlistShareRequestSchema,
  WishlistUnshareRequestSchema,
  WishlistUpdateItemsRequestSchema,
  WishlistUpdateQuerySchema,
  WishlistViewQuerySchema,
  WishlistViewResponseSchema,
  envelopeSchema,
} from '@spesa/domain';
import { contractSerializer } from '../../http/contract-serializer';
import { ok } from '../../http/envelope';
import { queryOrBody } from '../../http/query-or-body';
import { CART_RESPONSE, addWishedLines, cartReply, cartSerializer, setCartAddress } from '../cart';
import {
  acceptInvitation,
  addProducts,
  deleteList,
  deleteProducts,
  insertList,
  leaveShare,
  listLists,
  readableList,
  renameList,
  selectList,
  shareList,
  unshareList,
  updateProducts,
  wishedLinesOf,
} from './service';
import { listDetail } from './view';

const VIEW_RESPONSE = envelopeSchema(WishlistViewResponseSchema);
const ONE_RESPONSE = { 200: envelopeSchema(WishlistOneResponseSchema) };

const ACCESS =
  "Refusals (status 1): wishlist.not_found 'Lista non trovata' for a list that is neither the shopper's " +
  `nor shared with them; wishlist.read_only '${WISHLIST_MESSAGES.readOnly}' on a READ share; ` +
  `wishlist.fixed for 'I più acquistati', which follows the deliveries.`;
const OWNER_ONLY = ` wishlist.owner_only '${WISHLIST_MESSAGES.ownerOnly}' for a share, even EDIT.`;
const ITEM_REFUSALS =
  " Quantities in the selling unit on the cart's grid (errors.minAcq, cart.invalid_quantity, cart.invalid_option);" +
  ` stock and maximums are checked when the list goes into the cart. wishlist.too_many_items past ${WISHLIST_LIMITS.itemsPerList} products.`;

/** The item calls answer the list as the change left it, with the view's options. */
const ItemsQuerySchema = WishlistViewQuerySchema.omit({ list_id: true });

/** docs/rules/lists.md: every call of the lists, in the shopper scope. */
export const wishlistShopperRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkAnswers = app.config.NODE_ENV !== 'production';
  const viewSerializer = { serializerCompiler: contractSerializer(VIEW_RESPONSE, checkAnswers) };

  const detail = async (
    brand: Parameters<typeof listDetail>[1],
    user: Parameters<typeof listDetail>[2],
    listId: number,
    query: { calculate_stock: boolean; show_sectors: boolean },
  ) =>
    listDetail(app, brand, user, await readableList(app.db, user, listId), {
      calculateStock: query.calculate_stock,
      showSectors: query.show_sectors,
    });

  app.get(
    '/ebsn/api/wishlist/view',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'One list with its products',
        description:
          'data.data the list: wishlistItems priced by the cart’s warehouse (a product it does not sell is shown ' +
          'as a warehouse that does, or with product null when none does). calculate_stock=true adds stock ' +
          '{status: available | out_of_stock | not_sold | discontinued, message} at the cart’s warehouse; ' +
          'show_sectors=true adds sectors, the items by top-level department like the cart. ' +
          "For 'I più acquistati' each itemId is the product's id. " +
          ACCESS,
        querystring: WishlistViewQuerySchema,
        response: { 200: VIEW_RESPONSE },
      },
      ...viewSerializer,
    },
    async (request) =>
      ok({
        data: await detail(
          request.brand,
          request.shopper.user,
          request.query.list_id,
          request.query,
        ),
      }),
  );

  app.get(
    '/ebsn/api/wishlist/list',
    {
      schema: {
        tags: ['wishlist'],
        summary: "The shopper's lists and the ones shared with them",
        description:
          "data.personalList = { lists, page: { page, pageSize, totItems, totPages } }: Preferiti and 'I più " +
          "acquistati' first, then the shopper's lists, then the shared ones (sharingData.grant READ or EDIT, " +
          `sharingData.owner). page ≥ 1; pageSize 1..${WISHLIST_LIMITS.maxPageSize}, default ${WISHLIST_LIMITS.defaultPageSize}.`,
        querystring: WishlistListQuerySchema,
        response: { 200: envelopeSchema(WishlistListResponseSchema) },
      },
    },
    async (request) =>
      ok(await listLists(app.db, request.shopper.user, request.query.page, request.query.pageSize)),
  );

  app.post(
    '/ebsn/api/wishlist/confirm',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Deliver a list to an address: the cart takes the address, then the list',
        description:
          'Body {address_id, list_id}. The cart is set to the address (as cart/set-address: address.not_found, ' +
          'address.not_covered), then every product of the list goes in as cart/add-all-from-wishlist adds it, ' +
          'with the same warnings. data.data the cart. ' +
          ACCESS,
        body: WishlistConfirmRequestSchema,
        response: CART_RESPONSE,
      },
      serializerCompiler: cartSerializer(app),
    },
    async (request) => {
      const { user } = request.shopper;
      const wished = await wishedLinesOf(app.db, user, request.body.list_id);
      await setCartAddress(app, request.brand, user, { addressId: request.body.address_id });
      const change = await addWishedLines(app, request.brand, user, wished);
      const reply = await cartReply(app, request.brand, user, false, {
        head: change.head,
        value: change.value.infos,
      });
      reply.response.warnings.push(...change.value.warnings);
      return reply;
    },
  );

  app.post(
    '/ebsn/api/wishlist/update',
    {
      preValidation: queryOrBody,
      schema: {
        tags: ['wishlist'],
        summary: 'Rename a list',
        description:
          `Query (or body, JSON or form) list_id, name (trimmed, 1..${WISHLIST_LIMITS.nameMaxLength} characters; 400 naming name otherwise). ` +
          `The owner or an EDIT share; Preferiti keeps its name (wishlist.fixed). data.data the list. ${ACCESS}`,
        querystring: WishlistUpdateQuerySchema,
        response: ONE_RESPONSE,
      },
    },
    async (request) => {
      const { list, infos } = await renameList(
        app.db,
        request.shopper.user,
        request.query.list_id,
        request.query.name,
      );
      return ok({ data: list }, infos);
    },
  );

  app.post(
    '/ebsn/api/wishlist/insert',
    {
      preValidation: queryOrBody,
      schema: {
        tags: ['wishlist'],
        summary: 'Create a list',
        description:
          `Query (or body, JSON or form) name (trimmed, 1..${WISHLIST_LIMITS.nameMaxLength} characters). data.data the new list. ` +
          `wishlist.too_many_lists '${WISHLIST_MESSAGES.tooManyLists}'.`,
        querystring: WishlistInsertQuerySchema,
        response: ONE_RESPONSE,
      },
    },
    async (request) => {
      const { list, infos } = await insertList(app.db, request.shopper.user, request.query.name);
      return ok({ data: list }, infos);
    },
  );

  app.post(
    '/ebsn/api/wishlist/delete',
    {
      preValidation: queryOrBody,
      schema: {
        tags: ['wishlist'],
        summary: 'Delete a list',
        description: `Query (or body, JSON or form) list_id. The owner's named lists only; Preferiti stays. ${ACCESS}${OWNER_ONLY}`,
        querystring: WishlistIdQuerySchema,
        response: { 200: envelopeSchema(WishlistDeleteResponseSchema) },
      },
    },
    async (request) => {
      const infos = await deleteList(app.db, request.shopper.user, request.query.list_id);
      return ok({ data: { listId: request.query.list_id } }, infos);
    },
  );

  app.post(
    '/ebsn/api/wishlist/select',
    {
      preValidation: queryOrBody,
      schema: {
        tags: ['wishlist'],
        summary: 'Make a list the default one',
        description: `Query (or body, JSON or form) list_id: one of the shopper's own lists. data.data the list. ${ACCESS}${OWNER_ONLY}`,
        querystring: WishlistIdQuerySchema,
        response: ONE_RESPONSE,
      },
    },
    async (request) => {
      const { list, infos } = await selectList(app.db, request.shopper.user, request.query.list_id);
      return ok({ data: list }, infos);
    },
  );

  app.post(
    '/ebsn/api/wishlist/add_prod',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Add products to a list',
        description:
          'Body {wishlistId, items:[{productId, quantity?, selectOptions?}]}: all or none. A product already in the ' +
          "list (same options) adds its quantity; without quantity, the product's first add. " +
          'wishlist.product_not_found for a product no warehouse of the brand sells. data.data the list ' +
          '(query calculate_stock, show_sectors as wishlist/view). ' +
          ACCESS +
          ITEM_REFUSALS,
        querystring: ItemsQuerySchema,
        body: WishlistAddRequestSchema,
        response: { 200: VIEW_RESPONSE },
      },
      ...viewSerializer,
    },
    async (request) => {
      const { user } = request.shopper;
      const infos = await addProducts(
        app,
        request.brand,
        user,
        request.body.wishlistId,
        request.body.items,
      );
      return ok(
        { data: await detail(request.brand, user, request.body.wishlistId, request.query) },
        infos,
      );
    },
  );

  app.post(
    '/ebsn/api/wishlist/update_prods',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Change the quantities of list items',
        description:
          'Body {wishlistId, items:[{itemId, quantity}]}: 0 removes the item. An item not in the list: ' +
          'wishlist.item_not_found, nothing changed. data.data the list. ' +
          ACCESS +
          ITEM_REFUSALS,
        querystring: ItemsQuerySchema,
        body: WishlistUpdateItemsRequestSchema,
        response: { 200: VIEW_RESPONSE },
      },
      ...viewSerializer,
    },
    async (request) => {
      const { user } = request.shopper;
      const infos = await updateProducts(
        app,
        request.brand,
        user,
        request.body.wishlistId,
        request.body.items,
      );
      return ok(
        { data: await detail(request.brand, user, request.body.wishlistId, request.query) },
        infos,
      );
    },
  );

  app.post(
    '/ebsn/api/wishlist/delete_prods',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Remove items from a list',
        description:
          'Body {wishlistId, items:[{itemId, quantity?, productId?}]}. An item not in the list (or of another ' +
          'product): wishlist.item_not_found, nothing removed. data.data the list. ' +
          ACCESS,
        querystring: ItemsQuerySchema,
        body: WishlistDeleteItemsRequestSchema,
        response: { 200: VIEW_RESPONSE },
      },
      ...viewSerializer,
    },
    async (request) => {
      const { user } = request.shopper;
      const infos = await deleteProducts(app.db, user, request.body.wishlistId, request.body.items);
      return ok(
        { data: await detail(request.brand, user, request.body.wishlistId, request.query) },
        infos,
      );
    },
  );

  app.post(
    '/ebsn/api/wishlist/share',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Share a list with another account of the brand',
        description:
          'Body {list_id, email, grant: READ | EDIT}: an invitation the account of that address accepts ' +
          '(wishlist/accept) or declines (wishlist/leave); sharing again changes the grant. The answer is the ' +
          'same whether or not the address has an account: its owner is told by mail. sharingData.sharedWith lists ' +
          'the accepted shares only. Counted by the code-guess throttle (429 code.too_many_guesses). The owner’s ' +
          `named lists only. wishlist.share_self, wishlist.too_many_shares, wishlist.too_many_invitations ` +
          `'${WISHLIST_MESSAGES.tooManyInvitations}'. ${ACCESS}${OWNER_ONLY}`,
        body: WishlistShareRequestSchema,
        response: ONE_RESPONSE,
      },
    },
    async (request) => {
      const { list_id, email, grant } = request.body;
      const { list, infos } = await shareList(
        app,
        request.brand,
        request.shopper.user,
        list_id,
        email,
        grant,
      );
      return ok({ data: list }, infos);
    },
  );

  app.post(
    '/ebsn/api/wishlist/unshare',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Stop sharing a list with an account',
        description: `Body {list_id, email}: the share or the invitation ends; the same answer when there was none. ${ACCESS}${OWNER_ONLY}`,
        body: WishlistUnshareRequestSchema,
        response: ONE_RESPONSE,
      },
    },
    async (request) => {
      const { list, infos } = await unshareList(
        app.db,
        request.brand,
        request.shopper.user,
        request.body.list_id,
        request.body.email,
      );
      return ok({ data: list }, infos);
    },
  );

  app.post(
    '/ebsn/api/wishlist/accept',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Accept an invitation to a shared list',
        description:
          "Body {list_id}: a list shared with the shopper and not answered yet; it joins the shopper's lists. " +
          "data.data the list. wishlist.not_found 'Lista non trovata' when there is no such invitation.",
        body: WishlistShareAnswerRequestSchema,
        response: ONE_RESPONSE,
      },
    },
    async (request) => {
      const { list, infos } = await acceptInvitation(
        app.db,
        request.shopper.user,
        request.body.list_id,
      );
      return ok({ data: list }, infos);
    },
  );

  app.post(
    '/ebsn/api/wishlist/leave',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Decline an invitation, or leave a list shared with the shopper',
        description:
          "Body {list_id}: the share ends, accepted or not; the owner's list stays. data.data {listId}. " +
          "wishlist.not_found 'Lista non trovata' for a list not shared with the shopper.",
        body: WishlistShareAnswerRequestSchema,
        response: { 200: envelopeSchema(WishlistDeleteResponseSchema) },
      },
    },
    async (request) => {
      const infos = await leaveShare(app.db, request.shopper.user, request.body.list_id);
      return ok({ data: { listId: request.body.list_id } }, infos);
    },
  );
};
