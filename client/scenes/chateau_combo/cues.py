"""The sounds Château Combo's log makes (`client.audio.sounds_of` plays each once an action)."""

from ludotheque.client.audio import LogSounds
from ludotheque.sounds.names import Sound

P = "chateau_combo.log."

LOG_SOUNDS: LogSounds = {
    P + "refresh": Sound.DEAL,
    P + "buy": Sound.CARD,
    P + "face_down": Sound.CARD,
    P + "gain": Sound.COIN,
    P + "store": Sound.COIN,
}
