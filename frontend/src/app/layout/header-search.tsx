import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useState } from 'react';
import { LuSearch } from 'react-icons/lu';

// The dialog and its results grid load on the first click, keeping them out of every page's first download.
const SearchDialog = lazy(() => import('../../features/catalog/components/search-dialog'));

/** The header's search icon and the dialog it opens. */
export function HeaderSearch() {
  const [dialogLoaded, setDialogLoaded] = useState(false);
  const [open, setOpen] = useState(false);

  return (
    <>
      <IconButton
        aria-label="Search products"
        variant="ghost"
        onClick={() => {
          setDialogLoaded(true);
          setOpen(true);
        }}
      >
        <LuSearch />
      </IconButton>
      {dialogLoaded && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
