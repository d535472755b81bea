"""The sounds Château Combo's log makes (`client.audio.sounds_of` plays each once an action)."""

from ludotheque.client.audio import LogSounds
from ludotheque.sounds.names import Sound

P = "chateau_combo."  # (the scene's prefix: its keys are checked against the catalogues)

LOG_SOUNDS: LogSounds = {
    P + "log.refresh": Sound.DEAL,
    P + "log.buy": Sound.CARD,
    P + "log.face_down": Sound.CARD,
    P + "log.gain": Sound.COIN,
    P + "log.store": Sound.COIN,
}
