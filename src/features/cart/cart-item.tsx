import { Link } from '@tanstack/react-router';
import { Button } from '#src/components/button.tsx';
import { AppImage } from '#src/components/image.tsx';
import { Price } from '#src/components/price.tsx';
import { paths } from '#src/lib/paths.ts';
import { srOnly } from '#src/styles/utilities.css.ts';
import type { CartLineView } from '#src/offline/cart-overlay.ts';
import { MinusIcon, PlusIcon } from '#src/components/icons.tsx';
import { ClockIcon, TrashIcon } from './cart-icons.tsx';
import {
  body,
  image,
  item,
  itemBottom,
  itemLink,
  itemName,
  itemPending,
  itemTop,
  lineTotal,
  meta,
  pendingMarker,
  quantity,
  removeButton,
  stepButton,
  stepper,
} from './cart-page.css.ts';

export const PENDING_LABEL = "En attente d'envoi";

/** The API's cap on a line (MAX_LINE_QUANTITY of server/src/schemas/cart.ts; src/ imports only its types). */
const MAX_LINE_QUANTITY = 999;

export interface CartItemProps {
  line: CartLineView;
  /** An add is running: the decrement waits (spec section 2). */
  isAdding: boolean;
  onQuantityChange: (line: CartLineView, quantity: number) => void;
  onRemove: (line: CartLineView) => void;
}

/** One cart line: image, name, store, unit price, stepper, line total, 'Retirer'. */
export function CartItem({ line, isAdding, onQuantityChange, onRemove }: CartItemProps) {
  const name = line.product_name;
  // The stock is known for server lines; a line added offline waits for the server's word.
  const atMax = line.quantity >= MAX_LINE_QUANTITY || (!line.pending && line.stock > 0 && line.quantity >= line.stock);
  return (
    <li className={line.pending ? `${item} ${itemPending}` : item}>
      <AppImage path={line.product_image} kind="product" alt="" className={image} width={104} height={104} />
      <div className={body}>
        <div className={itemTop}>
          <h3 className={itemName}>
            <Link to={paths.product(line.product_id)} className={itemLink}>
              {name}
            </Link>
          </h3>
          {line.store_name ? <p className={meta}>Vendu par {line.store_name}</p> : null}
          <p className={meta}>
            Prix unitaire : <Price value={line.unit_price} currency="XOF" />
          </p>
          {line.pending ? (
            <span className={pendingMarker}>
              <ClockIcon size={14} />
              {PENDING_LABEL}
            </span>
          ) : null}
        </div>
        <div className={itemBottom}>
          <div className={stepper} role="group" aria-label={`Quantité de ${name}`}>
            <button
              type="button"
              className={stepButton}
              aria-label={`Diminuer la quantité de ${name}`}
              disabled={line.quantity <= 1 || isAdding}
              onClick={() => onQuantityChange(line, line.quantity - 1)}
            >
              <MinusIcon size={18} />
            </button>
            <span className={quantity}>
              <span className={srOnly}>Quantité : </span>
              {line.quantity}
            </span>
            <button
              type="button"
              className={stepButton}
              aria-label={`Augmenter la quantité de ${name}`}
              disabled={atMax}
              title={atMax ? 'Stock maximum atteint' : undefined}
              onClick={() => onQuantityChange(line, line.quantity + 1)}
            >
              <PlusIcon size={18} />
            </button>
          </div>
          <Price value={line.total_price} currency="XOF" className={lineTotal} />
        </div>
        <div>
          <Button variant="ghost" size="sm" className={removeButton} onClick={() => onRemove(line)}>
            <TrashIcon size={16} />
            Retirer<span className={srOnly}> {name} du panier</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
