import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EllipsisVertical, LogOut, Pencil, Share2, Star, Trash2 } from 'lucide-react';
import type { Wishlist } from '@spesa/domain';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { refusalMessage } from '../../../lib/api';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../ui';
import { useDeleteList, useLeaveList, useSelectDefaultList } from '../api/use-list-mutations';
import { listPowers } from '../model/list-view';
import { RenameListDialog } from './rename-list-dialog';
import { ShareListDialog } from './share-list-dialog';

type Open = 'rename' | 'share' | 'delete' | 'leave' | null;

/**
 * A list's menu: rename, make it the default, share, delete (asked first,
 * yes/no), or, for a list shared with the shopper, leave it (asked first). Only what the shopper may do is offered (listPowers); the caller
 * shows the menu only when there is something in it.
 */
export function ListActions({ list, onDeleted }: { list: Wishlist; onDeleted?: () => void }) {
  const { t } = useTranslation('lists');
  const [open, setOpen] = useState<Open>(null);
  const powers = listPowers(list);
  const makeDefault = useSelectDefaultList();
  const remove = useDeleteList();
  const leave = useLeaveList();
  const close = () => setOpen(null);
  const owner = list.sharingData.owner;

  return (
    <>
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('actions.menu', { name: list.name })}
            className="relative z-10"
          >
            <EllipsisVertical aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {powers.rename ? (
            <DropdownMenuItem onSelect={() => setOpen('rename')}>
              <Pencil aria-hidden="true" />
              {t('actions.rename')}
            </DropdownMenuItem>
          ) : null}
          {powers.makeDefault ? (
            <DropdownMenuItem onSelect={() => makeDefault.mutate(list.listId)}>
              <Star aria-hidden="true" />
              {t('actions.makeDefault')}
            </DropdownMenuItem>
          ) : null}
          {powers.share ? (
            <DropdownMenuItem onSelect={() => setOpen('share')}>
              <Share2 aria-hidden="true" />
              {t('actions.share')}
            </DropdownMenuItem>
          ) : null}
          {powers.remove ? (
            <DropdownMenuItem
              onSelect={() => setOpen('delete')}
              className="text-danger [&_svg]:text-danger"
            >
              <Trash2 aria-hidden="true" />
              {t('actions.delete')}
            </DropdownMenuItem>
          ) : null}
          {powers.leave ? (
            <DropdownMenuItem
              onSelect={() => setOpen('leave')}
              className="text-danger [&_svg]:text-danger"
            >
              <LogOut aria-hidden="true" />
              {t('actions.leave')}
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      {open === 'rename' ? <RenameListDialog list={list} onClose={close} /> : null}
      {open === 'share' ? <ShareListDialog list={list} onClose={close} /> : null}
      <ConfirmDialog
        open={open === 'delete'}
        title={t('delete.title')}
        message={t('delete.message', { name: list.name })}
        confirmLabel={t('delete.yes')}
        cancelLabel={t('delete.no')}
        pending={remove.isPending}
        error={remove.isError ? (refusalMessage(remove.error) ?? t('delete.failed')) : null}
        onCancel={() => {
          remove.reset();
          close();
        }}
        onConfirm={() =>
          remove.mutate(list.listId, {
            onSuccess: () => {
              close();
              onDeleted?.();
            },
          })
        }
      />
      {owner ? (
        <ConfirmDialog
          open={open === 'leave'}
          title={t('leave.title')}
          message={t('leave.message', { name: list.name, ...owner })}
          confirmLabel={t('leave.yes')}
          cancelLabel={t('leave.no')}
          pending={leave.isPending}
          error={leave.isError ? (refusalMessage(leave.error) ?? t('leave.failed')) : null}
          onCancel={() => {
            leave.reset();
            close();
          }}
          onConfirm={() =>
            leave.mutate(list.listId, {
              onSuccess: () => {
                close();
                onDeleted?.();
              },
            })
          }
        />
      ) : null}
    </>
  );
}
