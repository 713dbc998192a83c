import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import type { AuthTab } from './auth-dialog-context'
import { ForgotPasswordForm } from './forgot-password-form'
import { LoginForm } from './login-form'
import { RegisterForm } from './register-form'

interface AuthDialogProps {
  open: boolean
  tab: AuthTab
  onTabChange: (tab: AuthTab) => void
  onOpenChange: (open: boolean) => void
}

export default function AuthDialog({ open, tab, onTabChange, onOpenChange }: AuthDialogProps) {
  const { t } = useTranslation('auth')
  const [forgotEmail, setForgotEmail] = useState<string | null>(null)
  const close = useCallback(() => onOpenChange(false), [onOpenChange])

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('dialog.close')}>
        <div className="mb-5 pr-6">
          <DialogTitle>{tab === 'login' ? t('dialog.loginTitle') : t('dialog.registerTitle')}</DialogTitle>
          <DialogDescription className="mt-1">
            {tab === 'login' ? t('dialog.loginDescription') : t('dialog.registerDescription')}
          </DialogDescription>
        </div>
        <Tabs value={tab} onValueChange={(value) => onTabChange(value as AuthTab)}>
          <TabsList className="mb-5">
            <TabsTrigger value="login">{t('tabs.login')}</TabsTrigger>
            <TabsTrigger value="register">{t('tabs.register')}</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            {forgotEmail !== null ? (
              <ForgotPasswordForm initialEmail={forgotEmail} onBack={() => setForgotEmail(null)} />
            ) : (
              <LoginForm
                onSuccess={close}
                onSwitchToRegister={() => onTabChange('register')}
                onForgotPassword={setForgotEmail}
              />
            )}
          </TabsContent>
          <TabsContent value="register">
            <RegisterForm onDone={close} onSwitchToLogin={() => onTabChange('login')} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  )
}
