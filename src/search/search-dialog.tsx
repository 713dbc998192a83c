import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { ResultAsideContext, type ResultAsideProps } from './result-aside'
import { SearchPanel } from './search-panel'

interface SearchDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  resultAside?: ComponentType<ResultAsideProps>
}

/**
 * The header's search, loaded on first use with the index. The query lives in SearchPanel, so a
 * key press renders the field and the results, not Radix's focus trap and layers around them.
 */
export default function SearchDialog({ open, onOpenChange, resultAside }: SearchDialogProps) {
  const { t } = useTranslation('search')
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('close')} className="top-[8vh] max-w-2xl translate-y-0 p-4 sm:p-5">
        <DialogTitle className="pr-8 text-lg">{t('dialogTitle')}</DialogTitle>
        <DialogDescription className="mt-1">{t('hint')}</DialogDescription>
        <ResultAsideContext.Provider value={resultAside ?? null}>
          <SearchPanel onClose={() => onOpenChange(false)} />
        </ResultAsideContext.Provider>
      </DialogContent>
    </Dialog>
  )
}
