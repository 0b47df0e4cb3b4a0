import { useTranslation } from 'react-i18next';

/** 'Non ci sono prodotti nel carrello' / 'Hai 1 prodotto nel carrello' / 'Hai N prodotti nel carrello'. */
export function CartCountText({ count, className }: { count: number; className?: string }) {
  const { t } = useTranslation('cart');
  return <p className={className}>{t('count', { count })}</p>;
}
