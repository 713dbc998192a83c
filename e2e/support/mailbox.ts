import { expect } from '@playwright/test'
import { mailUrl } from './ports'

interface MessageSummary {
  ID: string
  To: { Address: string }[]
  Subject: string
}

/** Waits for the newest mail to `address` in the emulator's mail catcher and returns its first link. */
export async function linkFromLatestMail(address: string, subject?: RegExp): Promise<string> {
  let id: string | undefined
  await expect
    .poll(
      async () => {
        const response = await fetch(`${mailUrl}/api/v1/messages`)
        const { messages } = (await response.json()) as { messages: MessageSummary[] }
        id = messages.find(
          (message) =>
            message.To.some((to) => to.Address === address) && (!subject || subject.test(message.Subject)),
        )?.ID
        return id
      },
      { timeout: 10_000 },
    )
    .toBeTruthy()
  const response = await fetch(`${mailUrl}/api/v1/message/${id}`)
  const { Text } = (await response.json()) as { Text: string }
  const link = Text.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0]
  if (!link) throw new Error(`No verify link in the mail to ${address}:\n${Text}`)
  return link
}

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
