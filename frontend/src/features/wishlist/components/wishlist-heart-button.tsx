import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { LuHeart } from 'react-icons/lu';
import { lazyWithChakra } from '../../../lib/chakra/chakra-area';
import { buttonClass } from '../../../components/ui/button-class';
import { classNames } from '../../../components/ui/class-names';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import type { WishlistEntry } from '../api/wishlist.api';
import { useWishlist, useWishlistActions } from '../hooks/use-wishlist';
import styles from './wishlist-heart-button.module.css';

// Only a logged-out shopper who clicks the heart needs the dialog's code.
const LoginRequiredDialog = lazyWithChakra(() => import('./login-required-dialog'));

export interface WishlistHeartButtonProps {
  /** The product, or anything carrying the fields a wishlist entry shows. */
  product: WishlistEntry;
  /** What the login dialog offers a logged-out shopper to sign in with; the app gives the account feature's button. */
  signInButton: ReactNode;
  /** Placement within the caller's layout. */
  className?: string;
  size?: 'sm' | 'md';
  variant?: 'subtle' | 'outline';
}

/**
 * The wishlist heart of product cards and the product page (spec sections 2 and 4). Signed in,
 * it adds or removes the product. Logged out, it asks the shopper to log in and remembers the
 * product: once a user exists, the product is added and the dialog closes.
 */
export function WishlistHeartButton({ product, signInButton, className, size = 'sm', variant = 'subtle' }: WishlistHeartButtonProps) {
  const user = useCurrentUser();
  const { data: entries } = useWishlist();
  const { add, remove, busy } = useWishlistActions();
  const [dialogLoaded, setDialogLoaded] = useState(false);
  // The product a logged-out shopper asked to keep, until they sign in or cancel.
  const [remembered, setRemembered] = useState<WishlistEntry | null>(null);
  const saved = entries?.some(({ id }) => id === product.id) ?? false;

  const askToSignIn = (entry: WishlistEntry) => {
    setDialogLoaded(true);
    setRemembered(entry);
  };

  useEffect(() => {
    if (!user || !remembered) return;
    setRemembered(null);
    void add(remembered).then((outcome) => {
      if (outcome === 'signed-out') askToSignIn(remembered);
    });
  }, [user, remembered, add]);

  const onClick = async () => {
    const entry: WishlistEntry = { id: product.id, title: product.title, mainImage: product.mainImage, basePrice: product.basePrice };
    if (!user) {
      askToSignIn(entry);
      return;
    }
    const outcome = saved ? await remove(entry) : await add(entry);
    // The server had ended the session: once signed in again the product is added.
    if (outcome === 'signed-out' && !saved) askToSignIn(entry);
  };

  return (
    <>
      <button
        type="button"
        aria-label={saved ? `Remove ${product.title} from wishlist` : `Add ${product.title} to wishlist`}
        className={buttonClass({ variant, size, icon: true }, classNames(styles.heart, saved && styles.saved, className))}
        disabled={busy}
        onClick={() => void onClick()}
      >
        <LuHeart fill={saved ? 'currentColor' : 'none'} />
      </button>
      {dialogLoaded && (
        <Suspense fallback={null}>
          <LoginRequiredDialog open={remembered !== null} onClose={() => setRemembered(null)} signInButton={signInButton} />
        </Suspense>
      )}
    </>
  );
}
