import { pinyin } from 'pinyin-pro'

/** A Chinese name as one pinyin word without tones, the way a reader types it ("gongzhonghao"). */
export const pinyinWord = (chinese: string) =>
  pinyin(chinese, { type: 'array', toneType: 'none', v: true }).join('')
