import { Button, Portal, Stack, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { useRef, useState, type ComponentProps, type CSSProperties, type PointerEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { TOAST_SWIPE_THRESHOLD_PX, type ToastMessage } from './toast-store';
import { cornerToaster, topToaster, type ShopToaster } from './toasters';

type ToastOptions = Parameters<ComponentProps<typeof ChakraToaster>['children']>[0];

/** One toast; a swipe to the right of at least 50 px dismisses it. */
function SwipeableToast({ toaster, id, title, description, action, closable, meta }: { toaster: ShopToaster } & ToastOptions) {
  const link = (meta as Pick<ToastMessage, 'link'> | undefined)?.link;
  const start = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    start.current = event.clientX;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current !== null) setOffset(Math.max(0, event.clientX - start.current));
  };
  const onPointerEnd = () => {
    if (start.current === null) return;
    start.current = null;
    if (offset >= TOAST_SWIPE_THRESHOLD_PX && id) toaster.dismiss(id);
    setOffset(0);
  };

  return (
    <Toast.Root
      width="full"
      maxW={{ md: '420px' }}
      touchAction="pan-y"
      // The toast's own translate reads --x; following the finger moves it sideways.
      style={offset ? ({ '--x': `${offset}px` } as CSSProperties) : undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      <Toast.Indicator />
      <Stack gap="1" flex="1" maxW="full">
        {title && <Toast.Title>{title}</Toast.Title>}
        {description && <Toast.Description>{description}</Toast.Description>}
      </Stack>
      {action && <Toast.ActionTrigger>{action.label}</Toast.ActionTrigger>}
      {link && (
        <Button asChild type={undefined} size="sm" variant="outline" flexShrink="0">
          <RouterLink to={link.to} onClick={() => id && toaster.dismiss(id)}>
            {link.label}
          </RouterLink>
        </Button>
      )}
      {closable && <Toast.CloseTrigger aria-label="Close notification" />}
    </Toast.Root>
  );
}

/** The two toast areas: top on small screens, bottom right from the small breakpoint up. */
export default function ToastGroups() {
  return (
    <Portal>
      {/* The top area spans the screen between its insets; the corner one needs its own width. */}
      <ChakraToaster toaster={topToaster}>
        {(options) => <SwipeableToast toaster={topToaster} {...options} />}
      </ChakraToaster>
      <ChakraToaster toaster={cornerToaster} width={{ base: 'calc(100vw - 2rem)', md: '420px' }}>
        {(options) => <SwipeableToast toaster={cornerToaster} {...options} />}
      </ChakraToaster>
    </Portal>
  );
}
