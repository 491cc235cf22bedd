import { Suspense, useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { buttonClass } from '../../components/ui/button-class';
import { lazyWithChakra } from '../../lib/chakra/chakra-area';

// The dialog and its results grid (drawn with Chakra) load on the first click, keeping them out of every page's first download.
const SearchDialog = lazyWithChakra(() => import('../../features/catalog/components/search-dialog'));

/** The header's search icon and the dialog it opens. */
export function HeaderSearch() {
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const [open, setOpen] = useState(false);

  return (
    <>
      <button
        type="button"
        aria-label="Search products"
        className={buttonClass({ variant: 'ghost', icon: true })}
        onClick={() => {
          setDialogLoaded(true);
          setOpen(true);
        }}
      >
        <LuSearch />
      </button>
      {dialogLoaded && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
